import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BarterRow } from '@shared/barter/contracts';
import { api } from '../../../lib/api/api-client';
import { barterKeys } from './barter-keys';

export const getBarter = (id: number, signal?: AbortSignal) =>
  api.get<BarterRow>(`/barter/${id}`, { signal });

export const barterQuery = (id: number) =>
  queryOptions({ queryKey: barterKeys.detail(id), queryFn: ({ signal }) => getBarter(id, signal) });

export const useBarter = (id: number) => useQuery(barterQuery(id));
