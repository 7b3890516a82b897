import { queryOptions, useQuery } from '@tanstack/react-query';
import { barterEndpoints } from '@shared/barter/endpoints';
import { call } from '../../../lib/api/api-client';
import { barterKeys } from './barter-keys';

export const getBarter = (id: number, signal?: AbortSignal) =>
  call(barterEndpoints.get, { params: { id }, signal });

export const barterQuery = (id: number) =>
  queryOptions({ queryKey: barterKeys.detail(id), queryFn: ({ signal }) => getBarter(id, signal) });

export const useBarter = (id: number) => useQuery(barterQuery(id));
