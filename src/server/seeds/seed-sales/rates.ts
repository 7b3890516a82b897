import type { Currency } from '@shared/money/money';
import { DAY } from './dates';

/**
 * Lari per unit as the National Bank might have quoted it on a day: a smooth, deterministic curve around
 * 2.70 (USD) and 3.05 (EUR), four decimals like the official rates.
 */
export function demoRate(currency: Currency, date: string): string {
  if (currency === 'GEL') return '1';
  const day = Date.parse(`${date}T00:00:00Z`) / DAY;
  const [base, swing] = currency === 'USD' ? [2.7, 0.09] : [3.05, 0.14];
  const value = base + swing * Math.sin(day / 47) + 0.02 * Math.sin(day / 5.3);
  return value.toFixed(4);
}

/** The demo rate of every day from `from` to `to` (inclusive), dollar and euro. */
export function demoRates(from: string, to: string): { currency: Currency; date: string; rate: string }[] {
  const rows: { currency: Currency; date: string; rate: string }[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY) {
    const date = new Date(t).toISOString().slice(0, 10);
    for (const currency of ['USD', 'EUR'] as const)
      rows.push({ currency, date, rate: demoRate(currency, date) });
  }
  return rows;
}
