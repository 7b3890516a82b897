import { and, eq, inArray } from 'drizzle-orm';
import type { Currency } from '@shared/money/money';
import type { Db } from '../../db/client';
import { currencyRates } from '../../db/schema';

export async function findRate(db: Db, currency: Currency, date: string) {
  const [row] = await db
    .select({ rate: currencyRates.rate, valid_from_date: currencyRates.valid_from_date })
    .from(currencyRates)
    .where(and(eq(currencyRates.currency, currency), eq(currencyRates.date, date)));
  return row;
}

export async function storedCurrencies(
  db: Db,
  currencies: readonly Currency[],
  date: string,
): Promise<Currency[]> {
  const rows = await db
    .select({ currency: currencyRates.currency })
    .from(currencyRates)
    .where(and(inArray(currencyRates.currency, [...currencies]), eq(currencyRates.date, date)));
  return rows.map((r) => r.currency);
}

/** A rate once stored for a day stays: a second fetch of the same day changes nothing. */
export async function storeRates(
  db: Db,
  rows: { currency: Currency; date: string; rate: string; valid_from_date: string }[],
): Promise<void> {
  if (rows.length) await db.insert(currencyRates).values(rows).onConflictDoNothing();
}
