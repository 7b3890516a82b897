import { convertAmount } from '@shared/currency/convert';
import type { Currency } from '@shared/money/money';
import type { AppDeps } from '../../platform/deps';
import { HttpError } from '../../platform/errors';
import { officialRate } from '../currency/currency.service';
import * as repo from './bonuses.repository';

/** An amount in the currency it was in, on the day whose rate converts it. */
export type DatedAmount = { date: string; amount: string; currency: Currency };

/** A National Bank rate an amount needs and the server could not get. */
export type MissingRate = { currency: Currency; date: string };

/**
 * Each amount in `to`, converted at the National Bank rates of its own day (spec §3: the signing or the
 * payment date), or null with the rate it lacks. The stored rates are read at once; a day without one is
 * asked of the currency module, as a payment does (it fetches the day's rates and stores them). The days
 * are asked in order, and once the bank has failed to answer, the later days are not asked again in the
 * same call: a bank that is down costs one wait, not one per day. A day still to come has no rate yet.
 */
export async function convertEach<T extends DatedAmount>(
  deps: AppDeps,
  items: readonly T[],
  to: Currency,
): Promise<(T & { converted: string | null; missing_rate: MissingRate | null })[]> {
  const keyOf = (currency: Currency, date: string) => `${currency}|${date}`;
  // The rates needed (the amount's currency and `to` on its day; lari is 1), the earliest day first.
  const needed = new Map<string, MissingRate>();
  for (const item of [...items].sort((a, b) => a.date.localeCompare(b.date)))
    if (item.currency !== to)
      for (const currency of [item.currency, to])
        if (currency !== 'GEL') needed.set(keyOf(currency, item.date), { currency, date: item.date });
  const rates = new Map<string, string | null>();
  const wanted = [...needed.values()];
  if (wanted.length) {
    const currencies = [...new Set(wanted.map((w) => w.currency))];
    for (const r of await repo.storedRates(deps.db, currencies, wanted[0]!.date, wanted.at(-1)!.date))
      rates.set(keyOf(r.currency, r.date), r.rate);
    let bankFailed = false;
    for (const { currency, date } of wanted) {
      if (rates.has(keyOf(currency, date))) continue;
      const fetched = bankFailed ? null : await officialRate(deps.db, deps, currency, date);
      if (!fetched) bankFailed = true;
      rates.set(keyOf(currency, date), fetched?.rate ?? null);
    }
  }
  const rateOf = (currency: Currency, date: string) =>
    currency === 'GEL' ? '1' : (rates.get(keyOf(currency, date)) ?? null);
  return items.map((item) => {
    if (item.currency === to) return { ...item, converted: item.amount, missing_rate: null };
    const from = rateOf(item.currency, item.date);
    const into = rateOf(to, item.date);
    if (from === null || into === null)
      return {
        ...item,
        converted: null,
        missing_rate: { currency: from === null ? item.currency : to, date: item.date },
      };
    return { ...item, converted: convertAmount(item.amount, from, into), missing_rate: null };
  });
}

/** Each amount in `to`, as convertEach; no rate at all is a 422 naming the currency and the day. */
export async function inCurrency<T extends DatedAmount>(
  deps: AppDeps,
  items: readonly T[],
  to: Currency,
): Promise<(T & { converted: string })[]> {
  const converted = await convertEach(deps, items, to);
  const missing = converted.find((c) => c.missing_rate !== null)?.missing_rate;
  if (missing) throw new HttpError(422, 'bonuses.rate_missing', missing);
  return converted.map((c) => ({ ...c, converted: c.converted! }));
}
