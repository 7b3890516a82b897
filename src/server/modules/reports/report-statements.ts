import { sql, type SQL } from 'drizzle-orm';
import type { MoneyView } from '@shared/reports/contracts';
import type { Db } from '../../db/client';
import { payments, reportFacts, saleInstalments, sales } from '../../db/schema';
import { factCurrency, inPeriod, type Facts } from './report-facts';
import { inView, type saleDay } from './report-sql';

/**
 * The pieces the reports' statements are built of: rows of a raw statement, a grouped aggregate over
 * sales or the kept sums, the kinds of kept lines, a payment's money in the view.
 */

export type Range = { from: string; to: string };
export type Row = Record<string, unknown>;
/** The extra grouping keys of a report (month, manager, complex), each a named SQL expression. */
export type Keys = Record<string, SQL>;

export async function rowsOf<T = Row>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** select keys, currency, aggregates ... group by the keys and the currency. */
export function grouped(
  keys: Keys,
  currency: SQL,
  aggregates: Record<string, SQL>,
  body: SQL,
  having?: SQL,
): SQL {
  const named = [...Object.entries(keys), ['currency', currency] as const, ...Object.entries(aggregates)];
  const columns = named.map(([name, expr]) => sql`${expr} as ${sql.identifier(name)}`);
  const positions = Array.from({ length: Object.keys(keys).length + 1 }, (_, i) => sql.raw(String(i + 1)));
  return sql`select ${sql.join(columns, sql`, `)} ${body} group by ${sql.join(positions, sql`, `)}${having ? sql` having ${having}` : sql``}`;
}

/**
 * select keys, currency, aggregates from the kept sums of the period and kinds; a group shows only when
 * it holds a row (its deltas may sum to none), as the payments and instalments themselves would.
 */
export function groupedFacts(
  keys: Keys,
  view: MoneyView,
  aggregates: Record<string, SQL>,
  facts: Facts,
  range: Range,
  kinds: SQL,
) {
  return grouped(
    keys,
    factCurrency(view),
    aggregates,
    sql`from ${reportFacts} where ${facts.where} and ${kinds} and ${inPeriod(range, facts.level)}`,
    sql`sum(${reportFacts.n}) <> 0`,
  );
}

export const PAYMENT_KINDS = sql`${reportFacts.kind} in ('sale', 'renovation', 'container')`;
export const INSTALMENT_KINDS = sql`${reportFacts.kind} = 'instalment'`;
export const SIGNED_KIND = sql`${reportFacts.kind} = 'signed'`;
export const ofKind = (kind: string) => sql`${reportFacts.kind} = ${kind}`;
export const factCount = sql`coalesce(sum(${reportFacts.n}), 0)::int`;

export const sum = (value: SQL, filter?: SQL) =>
  filter
    ? sql`coalesce(sum(${value}) filter (where ${filter}), 0)::text`
    : sql`coalesce(sum(${value}), 0)::text`;

export const inRange = (day: SQL | typeof saleDay, range: Range) =>
  sql`${day} between ${range.from}::date and ${range.to}::date`;

/** A sale payment in the sale's currency as the ledger counts it; another mode's as paid. */
const paymentAmount = sql`(case when ${payments.mode} = 'sale' then ${payments.amount} else ${payments.original_amount} end)`;
export const paymentCurrency = sql`(case when ${payments.mode} = 'sale' then ${sales.payment_ccy} else ${payments.currency} end)`;
export const paymentDay = sql`${payments.payment_date}`;
/** The lari rate the payment itself was recorded with, for a day the National Bank's is not stored. */
export const paymentOwnRate = sql`(case when ${payments.mode} = 'sale' then ${payments.sale_rate} else ${payments.payment_rate} end)`;
export const paymentInView = (view: MoneyView) =>
  inView(view, paymentAmount, paymentCurrency, paymentDay, paymentOwnRate);

export const dueDay = sql`${saleInstalments.due_date}`;
export const instalmentsOfSales = sql`from ${saleInstalments} join ${sales} on ${sales.id} = ${saleInstalments.sale_id}`;
