import type { ConvertAnswer, RateAnswer } from '@shared/currency/contracts';
import { convertAmount } from '@shared/currency/convert';
import type { Currency } from '@shared/money/money';
import type { Db } from '../../db/client';
import { todayOf } from '../../platform/clock';
import type { AppDeps } from '../../platform/deps';
import { invalid } from '../../platform/errors';
import * as repo from './currency.repository';
import {
  fetchNbgRates,
  NBG_CURRENCIES,
  NbgUnavailable,
  type NbgCurrency,
  type OfficialRate,
} from './nbg-client';

/**
 * Official lari rates: stored per (currency, date) once fetched from the National Bank; a missing date is
 * fetched on demand. A failed fetch stores nothing, so the next request tries again.
 */

export type { OfficialRate };

type RateDeps = Pick<AppDeps, 'config' | 'now'>;

/** Requests for the same day and address share one fetch. */
const inFlight = new Map<string, Promise<Map<NbgCurrency, OfficialRate>>>();

function fetchShared(url: string, date: string): Promise<Map<NbgCurrency, OfficialRate>> {
  const key = `${url}|${date}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const started = fetchNbgRates(url, date).finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}

/** Fetches the day's rates and stores every currency the answer carries. */
async function fetchAndStore(db: Db, deps: RateDeps, date: string): Promise<Map<NbgCurrency, OfficialRate>> {
  const rates = await fetchShared(deps.config.nbgRatesUrl, date);
  await repo.storeRates(
    db,
    [...rates].map(([currency, r]) => ({ currency, date, rate: r.rate, valid_from_date: r.valid_from_date })),
  );
  return rates;
}

/**
 * Lari for one unit of `currency` on `date`: GEL is 1; otherwise the stored rate, else the National
 * Bank's (fetched now and stored). Null when none can be had; a date after today is never fetched.
 * `db` may be a transaction: the rate is then stored with it.
 */
export async function officialRate(
  db: Db,
  deps: RateDeps,
  currency: Currency,
  date: string,
): Promise<OfficialRate | null> {
  if (currency === 'GEL') return { rate: '1.000000', valid_from_date: date };
  const stored = await repo.findRate(db, currency, date);
  if (stored) return stored;
  if (date > todayOf(deps)) return null;
  try {
    return (await fetchAndStore(db, deps, date)).get(currency) ?? null;
  } catch (err) {
    if (err instanceof NbgUnavailable) return null;
    throw err;
  }
}

/** What GET /api/currency/... answers: rate "0" and available false when none can be had (spec §8). */
export async function rateAnswer(deps: AppDeps, currency: Currency, date: string): Promise<RateAnswer> {
  const found = await officialRate(deps.db, deps, currency, date);
  return found
    ? { currency, date, rate: found.rate, valid_from_date: found.valid_from_date, available: true }
    : { currency, date, rate: '0', valid_from_date: null, available: false };
}

export async function convert(
  deps: AppDeps,
  input: { amount: string; from: Currency; to: Currency; date?: string | undefined },
): Promise<ConvertAnswer> {
  const date = input.date ?? todayOf(deps);
  const from = await officialRate(deps.db, deps, input.from, date);
  if (!from) throw invalid('from', 'payments.rate_unavailable');
  const to = await officialRate(deps.db, deps, input.to, date);
  if (!to) throw invalid('to', 'payments.rate_unavailable');
  return {
    amount: input.amount,
    from: input.from,
    to: input.to,
    converted: input.from === input.to ? input.amount : convertAmount(input.amount, from.rate, to.rate),
    from_rate: from.rate,
    to_rate: to.rate,
    date,
  };
}

/**
 * The scheduled job: stores today's rates unless they are stored already. Answers the currencies
 * fetched; throws when the National Bank cannot be reached, so the scheduler logs it and the next run
 * tries again.
 */
export async function refreshTodayRates(deps: AppDeps, today: string = todayOf(deps)): Promise<string[]> {
  const stored = await repo.storedCurrencies(deps.db, NBG_CURRENCIES, today);
  if (stored.length === NBG_CURRENCIES.length) return [];
  const rates = await fetchAndStore(deps.db, deps, today);
  return [...rates.keys()].filter((c) => !stored.includes(c));
}
