import { useQuery } from '@tanstack/react-query';
import { customerEndpoints } from '@shared/customers/endpoints';
import { call } from '../../../lib/api/api-client';
import { customerKeys } from './customer-keys';

export const getCustomerRelated = (id: number, signal?: AbortSignal) =>
  call(customerEndpoints.related, { params: { id }, signal });

export const useCustomerRelated = (id: number) =>
  useQuery({
    queryKey: customerKeys.related(id),
    queryFn: ({ signal }) => getCustomerRelated(id, signal),
  });
