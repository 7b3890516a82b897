import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveCustomerBody } from '@shared/customers/contracts';
import { customerEndpoints } from '@shared/customers/endpoints';
import { call } from '../../../lib/api/api-client';
import { customerKeys } from './customer-keys';

/** Creates (no id) or updates (with id). */
export const saveCustomer = ({ id, body }: { id: number | null; body: SaveCustomerBody }) =>
  id === null
    ? call(customerEndpoints.create, { body })
    : call(customerEndpoints.update, { params: { id }, body });

export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
