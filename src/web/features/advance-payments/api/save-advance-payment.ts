import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveAdvancePaymentBody } from '@shared/advance-payments/contracts';
import { advancePaymentEndpoints } from '@shared/advance-payments/endpoints';
import { call } from '../../../lib/api/api-client';
import { advancePaymentKeys } from './advance-payment-keys';

/** Creates (no id) or updates (with id) an advance payment. */
export const saveAdvancePayment = ({ id, body }: { id: number | null; body: SaveAdvancePaymentBody }) =>
  id === null
    ? call(advancePaymentEndpoints.create, { body })
    : call(advancePaymentEndpoints.update, { params: { id }, body });

export function useSaveAdvancePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdvancePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advancePaymentKeys.all }),
  });
}
