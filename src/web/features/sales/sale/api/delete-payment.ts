import { paymentEndpoints } from '@shared/payments/endpoints';
import type { Payment } from '@shared/sales/contracts';
import { call } from '../../../../lib/api/api-client';
import { useSaleMutation } from './use-sale-mutation';

export const deletePayment = (saleId: number, paymentId: number) =>
  call(paymentEndpoints.remove, { params: { mode: 'sale', payment_id: paymentId, sale_id: saleId } });

export const useDeletePayment = (saleId: number) =>
  useSaleMutation((payment: Payment) => deletePayment(saleId, payment.id));
