import type { Currency } from '@shared/money/money';
import type { UpdatePaymentBody } from '@shared/payments/contracts';
import type { Payment, SaleDetail } from '@shared/sales/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { isRate, useOfficialRate } from './use-official-rate';

/**
 * The two rates a payment in another currency than the sale's needs (the paid currency's and the sale's),
 * each kept at the official rate of the day unless typed; and what of them is sent.
 */
export function usePaymentRates(
  form: UseFormReturn<UpdatePaymentBody>,
  sale: SaleDetail,
  payment: Payment | null,
  currency: Currency,
  date: string,
) {
  const saleCcy = sale.payment_ccy;
  const needsRates = currency !== saleCcy;
  // An existing payment keeps its rates: official ones are known as such, typed ones stay typed.
  const initial = (ccy: Currency, value: string) =>
    payment && payment.currency !== saleCcy && ccy !== 'GEL'
      ? { key: `${ccy}|${payment.payment_date}`, official: payment.rate_source === 'nbg' ? value : null }
      : null;
  const paymentRate = useOfficialRate(
    form,
    'payment_rate',
    currency,
    date,
    needsRates,
    payment ? initial(payment.currency, payment.payment_rate) : null,
  );
  const saleRate = useOfficialRate(
    form,
    'sale_rate',
    saleCcy,
    date,
    needsRates,
    payment ? initial(saleCcy, payment.sale_rate) : null,
  );

  /** What is sent for a rate: nothing when not needed or official (the server takes the official one). */
  const rateToSend = (ccy: Currency, value: unknown, official: string | null) => {
    if (!needsRates || ccy === 'GEL') return undefined;
    const text = typeof value === 'string' ? value.trim() : '';
    return official !== null && text === official ? undefined : text;
  };
  const ratesToSend = (paymentRateValue: unknown, saleRateValue: unknown) => ({
    payment_rate: rateToSend(currency, paymentRateValue, paymentRate.official),
    sale_rate: rateToSend(saleCcy, saleRateValue, saleRate.official),
  });
  const ready = (paymentRateValue: unknown, saleRateValue: unknown) =>
    !needsRates ||
    ((currency === 'GEL' || isRate(paymentRateValue)) && (saleCcy === 'GEL' || isRate(saleRateValue)));

  return { needsRates, paymentRate, saleRate, ratesToSend, ready };
}
