import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerOption } from '@shared/customers/contracts';
import { customerEndpoints } from '@shared/customers/endpoints';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api/api-client';
import { customerKeys } from './customer-keys';

/** Customers whose name, ID, phone or e-mail contains the term: with `query` the list answers options. */
export const searchCustomers = (term: string, signal?: AbortSignal) =>
  call(customerEndpoints.list, { query: { query: term }, signal }) as Promise<{ data: CustomerOption[] }>;

export function useCustomerSearch(term: string, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: customerKeys.quickSearch(term, i18n.language),
    queryFn: ({ signal }) => searchCustomers(term, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
