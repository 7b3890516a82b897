import { useMutation, useQueryClient } from '@tanstack/react-query';
import { advancePaymentEndpoints } from '@shared/advance-payments/endpoints';
import { call } from '../../../lib/api/api-client';
import { advancePaymentKeys } from './advance-payment-keys';

export const deleteAdvancePayment = (id: number) => call(advancePaymentEndpoints.remove, { params: { id } });

export function useDeleteAdvancePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdvancePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advancePaymentKeys.all }),
  });
}
