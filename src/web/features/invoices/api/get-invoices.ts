import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceEndpoints } from '@shared/invoices/endpoints';
import { call } from '../../../lib/api/api-client';
import { invoiceKeys } from './invoice-keys';
import type { PerPage } from '../../../components/data-table/list-params';

export type InvoiceFilters = {
  search: string;
  sale_id: string;
  customer_id: string;
  building_id: string;
  year: string;
  date_from: string;
  date_to: string;
  currency: string;
};
export type InvoiceListParams = InvoiceFilters & { page: number; perpage: PerPage };

export const noInvoiceFilters: InvoiceFilters = {
  search: '',
  sale_id: '',
  customer_id: '',
  building_id: '',
  year: '',
  date_from: '',
  date_to: '',
  currency: '',
};

export const getInvoices = (params: InvoiceListParams, signal?: AbortSignal) =>
  call(invoiceEndpoints.list, { query: params, signal });

export const invoicesQuery = (params: InvoiceListParams) =>
  queryOptions({
    queryKey: invoiceKeys.list(params),
    queryFn: ({ signal }) => getInvoices(params, signal),
    placeholderData: keepPreviousData,
  });

export const useInvoices = (params: InvoiceListParams) => useQuery(invoicesQuery(params));
