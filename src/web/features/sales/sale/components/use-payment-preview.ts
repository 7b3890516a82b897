import { isIsoDate } from '@shared/dates/date-formats';
import { toMinor, type Currency } from '@shared/money/money';
import type { CalculatePaymentBody, UpdatePaymentBody } from '@shared/payments/contracts';
import { AMOUNT_PATTERN } from '@shared/validation/checks';
import { useCalculation } from '../api/payment-api';
import { useDebounced } from '../../../../lib/use-debounced';

type Entered = Pick<UpdatePaymentBody, 'amount' | 'payment_type' | 'bank_account_id'> & {
  currency: Currency;
  payment_date: string;
  /** The rates as they would be sent, and whether both are usable. */
  rates: Pick<CalculatePaymentBody, 'payment_rate' | 'sale_rate'>;
  ratesReady: boolean;
};

/**
 * The live preview of a new payment: how the amount converts and which instalments it covers, asked once
 * the typing pauses and the amount, day and rates are valid (never for a payment being changed).
 */
export function usePaymentPreview(saleId: number, enabled: boolean, entered: Entered) {
  const amountText =
    typeof entered.amount === 'string' ? entered.amount.trim() : String(entered.amount ?? '');
  const preview = useDebounced<CalculatePaymentBody | null>(
    enabled &&
      AMOUNT_PATTERN.test(amountText) &&
      toMinor(amountText) > 0n &&
      isIsoDate(entered.payment_date) &&
      entered.ratesReady
      ? {
          sale_id: saleId,
          amount: amountText,
          currency: entered.currency,
          payment_date: entered.payment_date,
          payment_rate: entered.rates.payment_rate,
          sale_rate: entered.rates.sale_rate,
          payment_type: entered.payment_type,
          bank_account_id: entered.bank_account_id === '' ? null : (entered.bank_account_id as number),
          note: '',
        }
      : null,
    400,
  );
  return useCalculation(preview);
}
