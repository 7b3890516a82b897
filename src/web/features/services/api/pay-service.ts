import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { updatePaymentBody } from '@shared/payments/contracts';
import { paymentEndpoints } from '@shared/payments/endpoints';
import type { ServiceOrderKind } from '@shared/services/contracts';
import { call } from '../../../lib/api/api-client';
import { serviceKeys } from './service-keys';

/** The payment's fields as the pay dialog's form hands them over. */
export type ServicePaymentFields = ReturnType<typeof updatePaymentBody.parse>;

export type ServicePayInput = ServicePaymentFields & { kind: ServiceOrderKind; id: number; sale_id: number };

/**
 * A renovation is paid as a payment in renovation mode, a container through its own pay endpoint; both
 * reload the renovation or container (spec §7) and the services lists.
 */
const pay = (input: ServicePayInput) =>
  input.kind === 'renovation'
    ? call(paymentEndpoints.pay, {
        body: {
          mode: 'renovation',
          sale_id: input.sale_id,
          service_container_id: input.id,
          amount: input.amount,
          currency: input.currency,
          payment_date: input.payment_date,
          payment_rate: input.payment_rate,
          sale_rate: input.sale_rate,
          payment_type: input.payment_type,
          bank_account_id: input.bank_account_id,
          note: input.note,
        },
      })
    : call(paymentEndpoints.containerPay, {
        body: {
          container_id: input.id,
          amount: input.amount,
          currency: input.currency,
          date: input.payment_date,
          payment_rate: input.payment_rate,
          sale_rate: input.sale_rate,
          payment_type: input.payment_type,
          note: input.note,
        },
      });

export function usePayService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}

/**
 * Changes a renovation's or container's payment alike (its ledger rebuilt on the server); the renovation
 * or container, the services lists and the sale page's services card reload.
 */
export function useChangeServicePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, body }: { paymentId: number; body: ServicePaymentFields }) =>
      call(paymentEndpoints.update, { params: { payment_id: paymentId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}

/** A renovation's payment is removed as a payment in renovation mode, a container's through its own. */
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
        ? call(paymentEndpoints.remove, {
            params: { mode: 'renovation', payment_id: paymentId, sale_id: saleId },
          })
        : call(paymentEndpoints.containerRemovePayment, { params: { id: paymentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
