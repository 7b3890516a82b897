import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bank } from '@shared/banks/contracts';
import { api } from '../../../app/api/api-client';

/** The banks, for the agent's account. */
export const getBanks = (signal?: AbortSignal) => api.get<Bank[]>('/banks', { signal });

export const banksQuery = () =>
  queryOptions({ queryKey: ['banks', 'list'], queryFn: ({ signal }) => getBanks(signal), staleTime: 60_000 });

export const useBanks = () => useQuery(banksQuery());
