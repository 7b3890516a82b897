import { useQuery } from '@tanstack/react-query';
import type { CustomerRelated } from '@shared/customers/contracts';
import { api } from '../../../lib/api/api-client';
import { customerKeys } from './customer-keys';

export const getCustomerRelated = (id: number, signal?: AbortSignal) =>
  api.get<CustomerRelated>(`/customers/${id}/related`, { signal });

export const useCustomerRelated = (id: number) =>
  useQuery({
    queryKey: customerKeys.related(id),
    queryFn: ({ signal }) => getCustomerRelated(id, signal),
  });
