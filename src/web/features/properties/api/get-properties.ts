import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@shared/pagination';
import type { PropertyRow } from '@shared/properties/contracts';
import type { PerPage } from '../../../components/data-table/list-params';
import { api } from '../../../lib/api/api-client';
import { propertyKeys } from '../../buildings';

export type PropertyFilters = {
  building_id: string;
  block: string;
  floor_from: string;
  floor_to: string;
  number: string;
  type: string;
  state: string;
  status: string;
  view: string;
  rooms: string;
  area_from: string;
  area_to: string;
  price_from: string;
  price_to: string;
  currency: string;
  feature_id: string;
};

export type PropertyListParams = PropertyFilters & { page: number; perpage: PerPage };

export const getProperties = (params: PropertyListParams, signal?: AbortSignal) =>
  api.get<Paginated<PropertyRow>>('/properties', { query: params, signal });

export const propertiesQuery = (params: PropertyListParams) =>
  queryOptions({
    queryKey: propertyKeys.list(params),
    queryFn: ({ signal }) => getProperties(params, signal),
    placeholderData: keepPreviousData,
  });

export const useProperties = (params: PropertyListParams) => useQuery(propertiesQuery(params));
