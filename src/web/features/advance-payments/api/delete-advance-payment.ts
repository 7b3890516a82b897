import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api/api-client';
import { advancePaymentsKey } from './get-advance-payments';

export const deleteAdvancePayment = (id: number) =>
  api.delete<{ success: boolean; message?: string }>(`/advance-payments/${id}`);

export function useDeleteAdvancePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdvancePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advancePaymentsKey }),
  });
}
