import { convertAmount } from '@shared/currency/convert';
import type { Currency } from '@shared/money/money';
import type { AppDeps } from '../../platform/deps';
import { HttpError } from '../../platform/errors';
import { officialRate } from '../currency/currency.service';
import * as repo from './bonuses.repository';

/** An amount in the currency it was in, on the day whose rate converts it. */
export type DatedAmount = { date: string; amount: string; currency: Currency };

/**
 * Each amount in `to`, converted at the National Bank rates of its own day (spec §3: the signing or the
 * payment date). The stored rates are read at once; a day without one is asked of the currency module
 * (which fetches and stores it). No rate at all is a 422 naming the currency and the day.
 */
export async function inCurrency<T extends DatedAmount>(
  deps: AppDeps,
  items: readonly T[],
  to: Currency,
): Promise<(T & { converted: string })[]> {
  const foreign = items.filter((i) => i.currency !== to);
  if (!foreign.length) return items.map((i) => ({ ...i, converted: i.amount }));
  const dates = foreign.map((i) => i.date).sort();
  const currencies = [...new Set([...foreign.map((i) => i.currency), to])].filter((c) => c !== 'GEL');
  const known = new Map(
    (await repo.storedRates(deps.db, currencies, dates[0]!, dates.at(-1)!)).map((r) => [
      `${r.currency}|${r.date}`,
      r.rate,
    ]),
  );
  const rateOf = async (currency: Currency, date: string): Promise<string> => {
    if (currency === 'GEL') return '1';
    const key = `${currency}|${date}`;
    const stored = known.get(key);
    if (stored) return stored;
    const fetched = await officialRate(deps.db, deps, currency, date);
    if (!fetched) throw new HttpError(422, 'bonuses.rate_missing', { currency, date });
    known.set(key, fetched.rate);
    return fetched.rate;
  };
  const out: (T & { converted: string })[] = [];
  for (const item of items)
    out.push({
      ...item,
      converted:
        item.currency === to
          ? item.amount
          : convertAmount(item.amount, await rateOf(item.currency, item.date), await rateOf(to, item.date)),
    });
  return out;
}
