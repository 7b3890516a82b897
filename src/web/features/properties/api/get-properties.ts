import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CURRENCIES } from '@shared/money/money';
import { propertyEndpoints } from '@shared/properties/endpoints';
import type { PerPage } from '../../../components/data-table/list-params';
import { call } from '../../../lib/api/api-client';
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

/** The filters are the URL's text: only a currency the server knows is sent. */
export const getProperties = (params: PropertyListParams, signal?: AbortSignal) =>
  call(propertyEndpoints.list, {
    query: { ...params, currency: CURRENCIES.find((c) => c === params.currency) },
    signal,
  });

export const propertiesQuery = (params: PropertyListParams) =>
  queryOptions({
    queryKey: propertyKeys.list(params),
    queryFn: ({ signal }) => getProperties(params, signal),
    placeholderData: keepPreviousData,
  });

export const useProperties = (params: PropertyListParams) => useQuery(propertiesQuery(params));
