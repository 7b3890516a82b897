import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '@shared/invoices/contracts';
import { api } from '../../../lib/api/api-client';
import { invoiceKeys } from './invoice-keys';

export const getInvoice = (id: number, signal?: AbortSignal) =>
  api.get<Invoice>(`/invoices/${id}`, { signal });

export const invoiceQuery = (id: number) =>
  queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: ({ signal }) => getInvoice(id, signal) });

export const useInvoice = (id: number) => useQuery(invoiceQuery(id));
