import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { updatePaymentBody } from '@shared/payments/contracts';
import type { ServiceOrderKind } from '@shared/services/contracts';
import { api } from '../../../lib/api/api-client';
import { serviceKeys } from './service-keys';

/** The payment's fields as the pay dialog's form hands them over. */
export type ServicePaymentFields = ReturnType<typeof updatePaymentBody.parse>;

export type ServicePayInput = ServicePaymentFields & { kind: ServiceOrderKind; id: number; sale_id: number };

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
        sale_rate: input.sale_rate,
        payment_type: input.payment_type,
        note: input.note,
      })
    : api.post('/containers/pay', {
        container_id: input.id,
        amount: input.amount,
        currency: input.currency,
        date: input.payment_date,
        payment_rate: input.payment_rate,
        sale_rate: input.sale_rate,
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

/**
 * PUT /api/payments/{id} changes a renovation's or container's payment alike (its ledger rebuilt on the
 * server); the renovation or container, the services lists and the sale page's services card reload.
 */
export function useChangeServicePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, body }: { paymentId: number; body: ServicePaymentFields }) =>
      api.put(`/payments/${paymentId}`, body),
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
