import { convertAmount } from '@shared/currency/convert';
import type { MessageKey } from '@shared/i18n/messages';
import { fromMinor, toMinor, type Currency } from '@shared/money/money';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { invalid, ValidationFailed } from '../../platform/errors';
import { officialRate } from '../currency/currency.service';
import type { StoredPayment } from './ledger.repository';

/**
 * The rates of a payment into any ledger. A payment is entered in the currency the client paid and
 * converted into the ledger's currency with lari rates of the payment date: GEL is 1, a typed rate is
 * 'manual', otherwise the National Bank's rate ('nbg'); a payment in the ledger's own currency is 'same'.
 * When no rate can be had the answer is 422 asking for one: a payment is never recorded at rate 0.
 */

export type RateSource = 'same' | 'nbg' | 'manual';
export type RateInput = {
  currency: Currency;
  payment_date: string;
  payment_rate?: string | null;
  sale_rate?: string | null;
};
export type ResolvedRates = { payment_rate: string; sale_rate: string; rate_source: RateSource };

const ONE = '1.000000';

/**
 * The lari rates a payment uses: GEL is 1, a typed rate wins (manual), else the official rate of the
 * payment date. Every missing rate is named at once (422 payments.rate_required on its field).
 */
export async function resolveRates(
  db: Db,
  deps: Pick<AppDeps, 'config' | 'now'>,
  ledgerCcy: Currency,
  input: RateInput,
): Promise<ResolvedRates> {
  if (input.currency === ledgerCcy) return { payment_rate: ONE, sale_rate: ONE, rate_source: 'same' };
  let manual = false;
  const errors: Record<string, MessageKey[]> = {};
  const rateOf = async (ccy: Currency, typed: string | null | undefined, field: string) => {
    if (ccy === 'GEL') return ONE;
    if (typed) {
      manual = true;
      return typed;
    }
    const official = await officialRate(db, deps, ccy, input.payment_date);
    if (official) return official.rate;
    errors[field] = ['payments.rate_required'];
    return null;
  };
  const paymentRate = await rateOf(input.currency, input.payment_rate, 'payment_rate');
  const saleRate = await rateOf(ledgerCcy, input.sale_rate, 'sale_rate');
  if (!paymentRate || !saleRate) throw new ValidationFailed(errors, 'payments.rate_required');
  return { payment_rate: paymentRate, sale_rate: saleRate, rate_source: manual ? 'manual' : 'nbg' };
}

const RATE_DECIMALS = 6;
const sameRate = (a: string, b: string) => toMinor(a, RATE_DECIMALS) === toMinor(b, RATE_DECIMALS);

/**
 * The rates of a changed payment: a typed rate equal to the recorded one, on the same currency and date,
 * keeps the recorded rates and source; a rate left out is the official one.
 */
export async function ratesForChange(
  db: Db,
  deps: Pick<AppDeps, 'config' | 'now'>,
  ledgerCcy: Currency,
  current: StoredPayment,
  input: RateInput,
): Promise<ResolvedRates> {
  const unchanged = current.currency === input.currency && current.payment_date === input.payment_date;
  const keeps = (typed: string | null | undefined, recorded: string) => !!typed && sameRate(typed, recorded);
  if (
    unchanged &&
    current.rate_source !== 'same' &&
    (input.payment_rate || input.sale_rate) &&
    (!input.payment_rate || keeps(input.payment_rate, current.payment_rate)) &&
    (!input.sale_rate || keeps(input.sale_rate, current.sale_rate))
  )
    return {
      payment_rate: current.payment_rate,
      sale_rate: current.sale_rate,
      rate_source: current.rate_source,
    };
  return resolveRates(db, deps, ledgerCcy, input);
}

/** The amount in the ledger's currency; refuses one that rounds to nothing. */
export function convertedAmount(amount: string, rates: ResolvedRates): string {
  const converted =
    rates.rate_source === 'same'
      ? fromMinor(toMinor(amount))
      : convertAmount(amount, rates.payment_rate, rates.sale_rate);
  if (toMinor(converted) <= 0n) throw invalid('amount', 'payments.amount_too_small');
  return converted;
}
