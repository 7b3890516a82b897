import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceEndpoints } from '@shared/invoices/endpoints';
import { call } from '../../../lib/api/api-client';
import { invoiceKeys } from './invoice-keys';

export const getInvoice = (id: number, signal?: AbortSignal) =>
  call(invoiceEndpoints.get, { params: { id }, signal });

export const invoiceQuery = (id: number) =>
  queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: ({ signal }) => getInvoice(id, signal) });

export const useInvoice = (id: number) => useQuery(invoiceQuery(id));
