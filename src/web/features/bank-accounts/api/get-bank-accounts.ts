import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankAccount } from '@shared/bank-accounts/contracts';
import { api } from '../../../lib/api/api-client';

export const bankAccountsKey = ['bank-accounts', 'list'] as const;

export const getBankAccounts = (signal?: AbortSignal) => api.get<BankAccount[]>('/bank-accounts', { signal });

export const bankAccountsQuery = () =>
  queryOptions({ queryKey: bankAccountsKey, queryFn: ({ signal }) => getBankAccounts(signal) });

export const useBankAccounts = () => useQuery(bankAccountsQuery());
