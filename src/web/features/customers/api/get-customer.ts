import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints } from '@shared/customers/endpoints';
import { call } from '../../../lib/api/api-client';
import { customerKeys } from './customer-keys';

export const getCustomer = (id: number, signal?: AbortSignal) =>
  call(customerEndpoints.get, { params: { id }, signal });

export const customerQuery = (id: number) =>
  queryOptions({ queryKey: customerKeys.detail(id), queryFn: ({ signal }) => getCustomer(id, signal) });

export const useCustomer = (id: number) => useQuery(customerQuery(id));
