import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankAccount } from '@shared/bank-accounts/contracts';
import { api } from '../../../app/api/api-client';

export const bankAccountsQuery = () =>
  queryOptions({
    queryKey: ['bank-accounts', 'list', 'all'],
    queryFn: ({ signal }) => api.get<BankAccount[]>('/bank-accounts', { signal }),
    staleTime: 60_000,
  });

export const useBankAccounts = () => useQuery(bankAccountsQuery());
