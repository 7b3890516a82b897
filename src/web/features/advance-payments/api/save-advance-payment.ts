import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdvancePayment, SaveAdvancePaymentBody } from '@shared/advance-payments/contracts';
import { api } from '../../../lib/api/api-client';
import { advancePaymentKeys } from './advance-payment-keys';

/** Creates (no id) or updates (with id) an advance payment. */
export const saveAdvancePayment = ({ id, body }: { id: number | null; body: SaveAdvancePaymentBody }) =>
  id === null
    ? api.post<AdvancePayment>('/advance-payments', body)
    : api.put<AdvancePayment>(`/advance-payments/${id}`, body);

export function useSaveAdvancePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdvancePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advancePaymentKeys.all }),
  });
}
