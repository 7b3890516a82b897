import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyDetail } from '@shared/properties/contracts';
import { api } from '../../../lib/api/api-client';
import { propertyKeys } from '../../buildings';

export const getProperty = (id: number, signal?: AbortSignal) =>
  api.get<PropertyDetail>(`/properties/${id}`, { signal });

export const propertyQuery = (id: number) =>
  queryOptions({ queryKey: propertyKeys.detail(id), queryFn: ({ signal }) => getProperty(id, signal) });

export const useProperty = (id: number) => useQuery(propertyQuery(id));
