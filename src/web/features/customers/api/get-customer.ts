import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer } from '@shared/customers/contracts';
import { api } from '../../../lib/api/api-client';
import { customerKeys } from './customer-keys';

export const getCustomer = (id: number, signal?: AbortSignal) =>
  api.get<Customer>(`/customers/${id}`, { signal });

export const customerQuery = (id: number) =>
  queryOptions({ queryKey: customerKeys.detail(id), queryFn: ({ signal }) => getCustomer(id, signal) });

export const useCustomer = (id: number) => useQuery(customerQuery(id));
