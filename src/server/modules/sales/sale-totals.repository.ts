import { and, isNull, ne, sql } from 'drizzle-orm';
import type { Currency } from '@shared/money/money';
import type { SaleFilters } from '@shared/sales/contracts';
import type { Db } from '../../db/client';
import { saleCounts, sales } from '../../db/schema';
import { scopeKey } from './sale-access.repository';
import { debtSql } from './sale-columns.sql';
import { pastDueAsOf } from './sale-debt.sql';
import { filterConditions, keyConditions, listKey, listWhere, type ListQuery } from './sale-filters.sql';
import { named } from './sale-kept-statements';
import type { Scope } from './sales.repository';

/** The sales list's totals per currency: from the kept sums where the filters allow, else one aggregate. */

export type TotalsRow = {
  currency: Currency;
  count: number;
  price: string;
  paid: string;
  debt: string;
  overdue_count: number;
};

/**
 * Count, price, paid, debt and overdue count per currency of the live sales a list of this user shows.
 * Filtered only by complex, manager and status (the screen as it opens), count, price and paid are summed
 * from the kept sums (migration 0023) and only the sales past due are read, for their debt; any other
 * filter reads the filtered sales in one aggregate.
 */
export async function totalsOf(
  db: Db,
  user: Scope,
  f: Partial<SaleFilters>,
  today: string,
): Promise<TotalsRow[]> {
  const list: ListQuery = { user, filters: f, kind: 'live' };
  if (filterConditions(f, today).length) return countedTotals(db, list, today);
  const [kept, late] = await Promise.all([
    named(db, 'sales_kept_totals', [scopeKey(user), f], () =>
      db
        .select({
          currency: saleCounts.payment_ccy,
          count: sql<number>`sum(${saleCounts.n})::int`,
          price: sql<string>`sum(${saleCounts.price})`,
          paid: sql<string>`sum(${saleCounts.paid})`,
        })
        .from(saleCounts)
        .where(and(...keyConditions(user, f, saleCounts)))
        .groupBy(saleCounts.payment_ccy)
        .having(sql`sum(${saleCounts.n}) > 0`)
        .orderBy(saleCounts.payment_ccy),
    ),
    named(db, 'sales_late_totals', [scopeKey(user), f, today], () =>
      db
        .select({
          currency: sales.payment_ccy,
          debt: sql<string>`sum(${debtSql(today)})`,
          overdue_count: sql<number>`(count(*) filter (where ${pastDueAsOf(today)}))::int`,
        })
        .from(sales)
        .where(
          and(
            isNull(sales.deleted_at),
            ne(sales.status, 'canceled'),
            sql`${sales.first_unpaid_date} <= ${today}::date`,
            ...keyConditions(user, f, sales),
          ),
        )
        .groupBy(sales.payment_ccy),
    ),
  ]);
  const lateOf = new Map(late.map((r) => [r.currency, r]));
  return kept.map((r) => ({
    ...r,
    debt: lateOf.get(r.currency)?.debt ?? '0',
    overdue_count: lateOf.get(r.currency)?.overdue_count ?? 0,
  }));
}

/** The totals as one aggregate over the filtered sales. */
function countedTotals(db: Db, list: ListQuery, today: string): Promise<TotalsRow[]> {
  return named(db, 'sales_totals', listKey(list, today), () =>
    db
      .select({
        currency: sales.payment_ccy,
        count: sql<number>`count(*)::int`,
        price: sql<string>`coalesce(sum(${sales.total_price}), 0)`,
        paid: sql<string>`coalesce(sum(${sales.paid_amount}), 0)`,
        debt: sql<string>`coalesce(sum(${debtSql(today)}), 0)`,
        overdue_count: sql<number>`(count(*) filter (where ${sales.status} <> 'canceled' and ${pastDueAsOf(today)}))::int`,
      })
      .from(sales)
      .where(listWhere(list, today))
      .groupBy(sales.payment_ccy)
      .orderBy(sales.payment_ccy),
  );
}
