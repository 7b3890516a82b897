import { fromMinor, toMinor } from '@shared/money/money';

/**
 * The National Bank of Georgia's public rates service (docs: integrations.md). One GET per date answers
 * a JSON array with one element per date; each currency carries `rate` lari for `quantity` units and the
 * date of the publication it comes from (`validFromDate`: a day without one uses the last before it).
 */

export const NBG_CURRENCIES = ['USD', 'EUR'] as const;
export type NbgCurrency = (typeof NBG_CURRENCIES)[number];

/** Lari for one unit (six decimals) and the publication date it comes from. */
export type OfficialRate = { rate: string; valid_from_date: string };

/** How long one request may take; the service is called inside a user's request. */
const NBG_TIMEOUT_MS = 5_000;

const RATE_DECIMALS = 6;

export class NbgUnavailable extends Error {}

type NbgCurrencyEntry = { code?: unknown; quantity?: unknown; rate?: unknown; validFromDate?: unknown };

/** rate / quantity on the decimal digits, half-up to six decimals. */
export function ratePerUnit(rate: number | string, quantity: number): string {
  if (!Number.isInteger(quantity) || quantity < 1) throw new NbgUnavailable(`bad quantity ${quantity}`);
  const scaled = toMinor(String(rate), RATE_DECIMALS);
  const q = BigInt(quantity);
  const per = (scaled * 2n + q) / (2n * q);
  return fromMinor(per, RATE_DECIMALS);
}

const isoDay = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

/** Reads the answer; currencies missing from it, or with a rate that is not above zero, are left out. */
export function parseNbgAnswer(body: unknown, date: string): Map<NbgCurrency, OfficialRate> {
  if (!Array.isArray(body)) throw new NbgUnavailable('answer is not an array');
  const rates = new Map<NbgCurrency, OfficialRate>();
  for (const day of body as { date?: unknown; currencies?: unknown }[]) {
    if (!day || !Array.isArray(day.currencies)) continue;
    for (const entry of day.currencies as NbgCurrencyEntry[]) {
      const code = entry?.code;
      if (typeof code !== 'string' || !(NBG_CURRENCIES as readonly string[]).includes(code)) continue;
      if (rates.has(code as NbgCurrency)) continue;
      if (typeof entry.rate !== 'number' && typeof entry.rate !== 'string') continue;
      const quantity = entry.quantity === undefined ? 1 : Number(entry.quantity);
      let rate: string;
      try {
        rate = ratePerUnit(entry.rate, quantity);
      } catch {
        continue;
      }
      if (toMinor(rate, RATE_DECIMALS) <= 0n) continue;
      rates.set(code as NbgCurrency, {
        rate,
        valid_from_date: isoDay(entry.validFromDate) ?? isoDay(day.date) ?? date,
      });
    }
  }
  return rates;
}

/**
 * The official rates of USD and EUR valid on `date`. Throws NbgUnavailable on a network error, a
 * time-out, an answer other than 200 or one that cannot be read.
 */
export async function fetchNbgRates(
  baseUrl: string,
  date: string,
  options: { timeoutMs?: number } = {},
): Promise<Map<NbgCurrency, OfficialRate>> {
  const url = new URL(baseUrl);
  for (const code of NBG_CURRENCIES) url.searchParams.append('currencies', code);
  url.searchParams.set('date', date);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? NBG_TIMEOUT_MS),
    });
  } catch (err) {
    throw new NbgUnavailable(`request failed: ${(err as Error).message}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new NbgUnavailable(`answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new NbgUnavailable('answer is not JSON');
  }
  return parseNbgAnswer(body, date);
}
