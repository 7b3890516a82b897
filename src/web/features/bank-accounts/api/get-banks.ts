import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bank } from '@shared/banks/contracts';
import { api } from '../../../app/api/api-client';

/** The same cache entry as the banks screen's list. */
export const banksQuery = () =>
  queryOptions({
    queryKey: ['banks', 'list'],
    queryFn: ({ signal }) => api.get<Bank[]>('/banks', { signal }),
  });

export const useBanks = () => useQuery(banksQuery());
