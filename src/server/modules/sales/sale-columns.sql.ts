import { sql } from 'drizzle-orm';
import { sales, users } from '../../db/schema';
import { debtAsOf, overdueDaysAsOf, type Day } from './sale-debt.sql';

/** The figures and names the sales list, its totals and the sale page show beside a sale's own columns. */

/** The name of whoever trashed the sale (a subquery: users is already joined as the responsible manager). */
export const deletedByName = sql<
  string | null
>`(select trim(d.first_name || ' ' || d.last_name) from ${users} d where d.id = ${sales.deleted_by})`;

/**
 * Debt and overdue days as of `today`; a canceled contract owes nothing any more. Payments fill the
 * instalments oldest first, so a sale whose oldest unpaid instalment is not yet due (or that has none)
 * owes nothing today: the instalments are looked at only for the others, which keeps totals over tens
 * of thousands of sales to one index probe per late sale.
 */
export const debtSql = (today: Day) =>
  sql<string>`(case when ${sales.status} = 'canceled' or ${sales.first_unpaid_date} is null or ${sales.first_unpaid_date} > ${today}::date then 0 else ${debtAsOf(today)} end)`;
export const overdueSql = (today: Day) =>
  sql<number>`(case when ${sales.status} = 'canceled' then 0 else ${overdueDaysAsOf(today)} end)`;
export const paidPercentSql = sql<string>`round(coalesce(${sales.paid_amount} * 100 / nullif(${sales.total_price}, 0), 0), 2)`;
