import { sql, type SQL } from 'drizzle-orm';

/** An upsert's `set` that takes each of these columns from the row the conflict turned away. */
export const fromExcluded = <K extends string>(columns: readonly K[]): Record<K, SQL> =>
  Object.fromEntries(columns.map((column) => [column, sql.raw(`excluded.${column}`)])) as Record<K, SQL>;

/** What a schedule's instalment row holds beyond its owner and number: a sale's and a service's alike. */
export const INSTALMENT_VALUES = [
  'due_date',
  'amount',
  'cumulative_amount',
  'is_first',
  'paid_amount',
] as const;

/** An instalment as a ledger writes it (and reads it back), amounts and date as text. */
export type InstalmentRow = {
  number: number;
  due_date: string;
  amount: string;
  cumulative_amount: string;
  is_first: boolean;
  paid_amount: string;
};
