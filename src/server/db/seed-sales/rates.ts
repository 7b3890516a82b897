import type { Currency } from '@shared/money/money';
import type { Db } from '../client';
import { currencyRates } from '../schema';
import { DAY, dayFrom } from './dates';

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

/**
 * The curve's rates of every day from `from` to `today` stored as the National Bank's, as if fetched:
 * the reports convert each payment at its day's stored rate, and the demo payments used these.
 */
export async function insertDemoRates(tx: Db, from: string, today: string): Promise<void> {
  const rows: (typeof currencyRates.$inferInsert)[] = [];
  for (let day = from; day <= today; day = dayFrom(day, 1))
    for (const currency of ['USD', 'EUR'] as const)
      rows.push({ currency, date: day, rate: demoRate(currency, day), valid_from_date: day });
  for (let i = 0; i < rows.length; i += 1000)
    await tx
      .insert(currencyRates)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
}
