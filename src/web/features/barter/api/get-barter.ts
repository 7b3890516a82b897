import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BarterRow } from '@shared/barter/contracts';
import { api } from '../../../app/api/api-client';

export const barterKey = (id: number) => ['barter', 'detail', id] as const;

export const getBarter = (id: number, signal?: AbortSignal) =>
  api.get<BarterRow>(`/barter/${id}`, { signal });

export const barterQuery = (id: number) =>
  queryOptions({ queryKey: barterKey(id), queryFn: ({ signal }) => getBarter(id, signal) });

export const useBarter = (id: number) => useQuery(barterQuery(id));
