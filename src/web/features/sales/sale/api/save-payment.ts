import type { PayBody, UpdatePaymentBody } from '@shared/payments/contracts';
import type { Payment } from '@shared/sales/contracts';
import { api } from '../../../../lib/api/api-client';
import { useSaleMutation } from './use-sale-mutation';

/** POST /api/payments/pay: a new payment. */
export const pay = (body: PayBody) => api.post('/payments/pay', body);

/** PUT /api/payments/{id}: a payment changed. */
export const updatePayment = (paymentId: number, body: UpdatePaymentBody) =>
  api.put(`/payments/${paymentId}`, body);

/** Changes `payment` when given; otherwise records the fields as a new payment of the sale. */
export const useSavePayment = (saleId: number, payment: Payment | null) =>
  useSaleMutation((body: UpdatePaymentBody) =>
    payment ? updatePayment(payment.id, body) : pay({ mode: 'sale', sale_id: saleId, ...body }),
  );
