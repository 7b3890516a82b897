import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankEndpoints } from '@shared/banks/endpoints';
import { call } from '../../../lib/api/api-client';

export const banksKey = ['banks', 'list'] as const;

export const getBanks = (signal?: AbortSignal) => call(bankEndpoints.list, { signal });

export const banksQuery = () =>
  queryOptions({ queryKey: banksKey, queryFn: ({ signal }) => getBanks(signal) });

export const useBanks = () => useQuery(banksQuery());
