import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, SaveCustomerBody } from '@shared/customers/contracts';
import { api } from '../../../lib/api/api-client';
import { customerKeys } from './customer-keys';

/** Creates (no id) or updates (with id). */
export const saveCustomer = ({ id, body }: { id: number | null; body: SaveCustomerBody }) =>
  id === null ? api.post<Customer>('/customers', body) : api.put<Customer>(`/customers/${id}`, body);

export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
