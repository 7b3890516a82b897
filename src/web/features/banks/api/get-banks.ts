import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bank } from '@shared/banks/contracts';
import { api } from '../../../lib/api/api-client';

export const banksKey = ['banks', 'list'] as const;

export const getBanks = (signal?: AbortSignal) => api.get<Bank[]>('/banks', { signal });

export const banksQuery = () =>
  queryOptions({ queryKey: banksKey, queryFn: ({ signal }) => getBanks(signal) });

export const useBanks = () => useQuery(banksQuery());
