import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceOrderKind } from '@shared/services/contracts';
import { api } from '../../../app/api/api-client';
import { serviceKeys } from './service-keys';

export type ServicePayInput = {
  kind: ServiceOrderKind;
  id: number;
  sale_id: number;
  amount: string;
  currency: string;
  payment_date: string;
  payment_rate: string;
  payment_type: string;
  note: string;
};

/**
 * A renovation is paid through POST /api/payments/pay in renovation mode, a container through
 * POST /api/containers/pay; both reload the renovation or container (spec §7) and the services lists.
 */
const pay = (input: ServicePayInput) =>
  input.kind === 'renovation'
    ? api.post('/payments/pay', {
        mode: 'renovation',
        sale_id: input.sale_id,
        service_container_id: input.id,
        amount: input.amount,
        currency: input.currency,
        payment_date: input.payment_date,
        payment_rate: input.payment_rate,
        payment_type: input.payment_type,
        note: input.note,
      })
    : api.post('/containers/pay', {
        container_id: input.id,
        amount: input.amount,
        currency: input.currency,
        date: input.payment_date,
        payment_rate: input.payment_rate,
        payment_type: input.payment_type,
        note: input.note,
      });

export function usePayService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}

/** DELETE /api/payments/renovation/{payment_id}/{sale_id} or /api/containers/deletePayment/{id}. */
export function useDeleteServicePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      paymentId,
      saleId,
    }: {
      kind: ServiceOrderKind;
      paymentId: number;
      saleId: number;
    }) =>
      kind === 'renovation'
        ? api.delete(`/payments/renovation/${paymentId}/${saleId}`)
        : api.delete(`/containers/deletePayment/${paymentId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
