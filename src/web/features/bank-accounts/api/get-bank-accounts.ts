import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankAccountEndpoints } from '@shared/bank-accounts/endpoints';
import { call } from '../../../lib/api/api-client';

export const bankAccountsKey = ['bank-accounts', 'list'] as const;

export const getBankAccounts = (signal?: AbortSignal) => call(bankAccountEndpoints.list, { signal });

export const bankAccountsQuery = () =>
  queryOptions({ queryKey: bankAccountsKey, queryFn: ({ signal }) => getBankAccounts(signal) });

export const useBankAccounts = () => useQuery(bankAccountsQuery());
