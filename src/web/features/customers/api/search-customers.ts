import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerOption } from '@shared/customers/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/api-client';
import { customerKeys } from './customer-keys';

/** Customers whose name, ID, phone or e-mail contains the term (GET /api/customers?query=). */
export const searchCustomers = (term: string, signal?: AbortSignal) =>
  api.get<{ data: CustomerOption[] }>('/customers', { query: { query: term }, signal });

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
