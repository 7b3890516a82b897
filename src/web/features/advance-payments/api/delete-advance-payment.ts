import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { advancePaymentKeys } from './advance-payment-keys';

export const deleteAdvancePayment = (id: number) =>
  api.delete<{ success: boolean; message?: string }>(`/advance-payments/${id}`);

export function useDeleteAdvancePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdvancePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advancePaymentKeys.all }),
  });
}
