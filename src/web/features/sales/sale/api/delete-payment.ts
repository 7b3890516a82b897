import type { Payment } from '@shared/sales/contracts';
import { api } from '../../../../lib/api/api-client';
import { useSaleMutation } from './use-sale-mutation';

/** DELETE /api/payments/sale/{payment_id}/{sale_id}. */
export const deletePayment = (saleId: number, paymentId: number) =>
  api.delete<{ message?: string }>(`/payments/sale/${paymentId}/${saleId}`);

export const useDeletePayment = (saleId: number) =>
  useSaleMutation((payment: Payment) => deletePayment(saleId, payment.id));
