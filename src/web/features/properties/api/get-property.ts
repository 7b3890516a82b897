import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyEndpoints } from '@shared/properties/endpoints';
import { call } from '../../../lib/api/api-client';
import { propertyKeys } from '../../buildings';

export const getProperty = (id: number, signal?: AbortSignal) =>
  call(propertyEndpoints.get, { params: { id }, signal });

export const propertyQuery = (id: number) =>
  queryOptions({ queryKey: propertyKeys.detail(id), queryFn: ({ signal }) => getProperty(id, signal) });

export const useProperty = (id: number) => useQuery(propertyQuery(id));
