import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer } from '@shared/customers/contracts';
import type { Paginated } from '@shared/pagination';
import { customerEndpoints } from '@shared/customers/endpoints';
import type { PerPage } from '../../../components/data-table/list-params';
import { call } from '../../../lib/api/api-client';
import { customerKeys } from './customer-keys';

/** The list's filters as the URL keeps them ('' = not set). */
export type CustomerFilters = {
  search: string;
  type: string;
  country: string;
  citizenship: string;
  gender: string;
  birth_date_from: string;
  birth_date_to: string;
  has_phone: string;
  has_email: string;
  building_id: string;
  created_from: string;
  created_to: string;
};

export type CustomerListParams = CustomerFilters & { page: number; perpage: PerPage };

/** Without `query` the endpoint answers a page; with it, the picker's options (search-customers.ts). */
export const getCustomers = (params: CustomerListParams, signal?: AbortSignal) =>
  call(customerEndpoints.list, { query: params, signal }) as Promise<Paginated<Customer>>;

export const customersQuery = (params: CustomerListParams) =>
  queryOptions({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) => getCustomers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (params: CustomerListParams) => useQuery(customersQuery(params));
