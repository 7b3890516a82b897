import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer } from '@shared/customers/contracts';
import { api } from '../../../app/api/api-client';
import { customersKey } from './get-customers';

export const getCustomer = (id: number, signal?: AbortSignal) =>
  api.get<Customer>(`/customers/${id}`, { signal });

export const customerQuery = (id: number) =>
  queryOptions({ queryKey: [...customersKey, 'one', id], queryFn: ({ signal }) => getCustomer(id, signal) });

export const useCustomer = (id: number) => useQuery(customerQuery(id));
