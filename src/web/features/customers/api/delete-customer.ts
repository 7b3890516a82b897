import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerEndpoints } from '@shared/customers/endpoints';
import { call } from '../../../lib/api/api-client';
import { customerKeys } from './customer-keys';

export const deleteCustomer = (id: number) => call(customerEndpoints.remove, { params: { id } });

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
