import { zodResolver } from '@hookform/resolvers/zod';
import { tbilisiToday } from '@shared/dates/date-formats';
import type { Currency } from '@shared/money/money';
import { updatePaymentBody, type UpdatePaymentBody } from '@shared/payments/contracts';
import type { Payment, SaleDetail } from '@shared/sales/contracts';
import { useForm } from 'react-hook-form';

/** The payment form: a new payment starts today in the sale's currency; a payment being changed, as it was. */
export function usePaymentForm(sale: SaleDetail, payment: Payment | null) {
  const saleCcy = sale.payment_ccy;
  const rateOf = (ccy: Currency, value: string) =>
    ccy === 'GEL' || payment?.currency === saleCcy ? '' : value;
  return useForm<UpdatePaymentBody, unknown, ReturnType<typeof updatePaymentBody.parse>>({
    resolver: zodResolver(updatePaymentBody),
    defaultValues: payment
      ? {
          amount: payment.original_amount,
          currency: payment.currency,
          payment_date: payment.payment_date,
          payment_rate: rateOf(payment.currency, payment.payment_rate),
          sale_rate: rateOf(saleCcy, payment.sale_rate),
          payment_type: payment.payment_type,
          bank_account_id: payment.bank_account_id ?? '',
          note: payment.note,
        }
      : {
          amount: '',
          currency: saleCcy,
          payment_date: tbilisiToday(),
          payment_rate: '',
          sale_rate: '',
          payment_type: 'bank_transfer',
          bank_account_id: '',
          note: '',
        },
  });
}
