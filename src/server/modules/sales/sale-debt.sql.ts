import { sql, type Placeholder } from 'drizzle-orm';
import { saleInstalments, sales } from '../../db/schema';

/**
 * A sale's debt and lateness as of a day, read from the balance columns and instalments the sales ledger
 * keeps (sales/sale-ledger.service.ts): the sales list and the overdue sales list and job share them.
 * Other modules' repositories join these expressions (this file is the sales module's published SQL).
 */

/** A day as text, or a prepared statement's placeholder for one. */
export type Day = string | Placeholder;

/**
 * Debt as of `today`: what fell due so far less what is paid. What fell due is the sale's stamp when it
 * holds on `today` (decision 027), else the running total of the last due row (one backward index step).
 */
export const debtAsOf = (today: Day) =>
  sql<string>`greatest(0, (case when ${sales.due_since} <= ${today}::date and ${today}::date < ${sales.due_until} then ${sales.due_amount} else coalesce((select i.cumulative_amount from ${saleInstalments} i where i.sale_id = ${sales.id} and i.due_date <= ${today} order by i.due_date desc, i.cumulative_amount desc limit 1), 0) end) - ${sales.paid_amount})`;

/**
 * Whether the oldest unpaid instalment is past due: late from the day after its due date, as
 * isPastDue (shared/sales/allocation.ts) says; false when nothing is unpaid.
 */
export const pastDueAsOf = (today: Day) =>
  sql<boolean>`coalesce(${sales.first_unpaid_date} < ${today}::date, false)`;

/** Days since the oldest instalment that is past due and not fully paid; 0 when none. */
export const overdueDaysAsOf = (today: Day) =>
  sql<number>`(case when ${pastDueAsOf(today)} then ${today}::date - ${sales.first_unpaid_date} else 0 end)::int`;
