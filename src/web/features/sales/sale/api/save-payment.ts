import type { PayBody, UpdatePaymentBody } from '@shared/payments/contracts';
import { paymentEndpoints } from '@shared/payments/endpoints';
import type { Payment } from '@shared/sales/contracts';
import { call } from '../../../../lib/api/api-client';
import { useSaleMutation } from './use-sale-mutation';

/** A new payment. */
export const pay = (body: PayBody) => call(paymentEndpoints.pay, { body });

export const updatePayment = (paymentId: number, body: UpdatePaymentBody) =>
  call(paymentEndpoints.update, { params: { payment_id: paymentId }, body });

/** Changes `payment` when given; otherwise records the fields as a new payment of the sale. */
export const useSavePayment = (saleId: number, payment: Payment | null) =>
  useSaleMutation((body: UpdatePaymentBody) =>
    payment ? updatePayment(payment.id, body) : pay({ mode: 'sale', sale_id: saleId, ...body }),
  );
