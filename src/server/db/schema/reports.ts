import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';

const sumColumn = (name: string) => numeric(name, { precision: 16, scale: 2 }).notNull().default('0');

/**
 * The reports' kept sums (decision 024, migration 0021): payments by mode, instalments and signed sales, per day and
 * per month, complex, responsible manager, sale status and currency, each amount also converted to lari
 * and dollars at the National Bank rate of its own day. Triggers on `payments`, `sale_instalments`,
 * `sales` and `currency_rates` append signed deltas in the writing transaction; an hourly job folds them.
 * A report reads whole months from the month rows and the period's ragged ends from the day rows.
 * Each line is kept at two levels (decision 025): per manager and status, and per complex alone.
 */
export const reportFacts = pgTable(
  'report_facts',
  {
    /** `day`, `month`: per manager and sale status; `day_total`, `month_total`: per complex alone (migration 0022). */
    grain: text('grain').$type<'day' | 'month' | 'day_total' | 'month_total'>().notNull(),
    /** The day, or the first day of the month. */
    period: date('period', { mode: 'string' }).notNull(),
    /** A payment's mode (`sale`, `renovation`, `container`), `instalment`, or `signed` (a sale's contract value). */
    kind: text('kind').notNull(),
    building_id: integer('building_id').notNull(),
    responsible_user_id: integer('responsible_user_id'),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    n: integer('n').notNull().default(0),
    amount: sumColumn('amount'),
    amount_gel: sumColumn('amount_gel'),
    amount_usd: sumColumn('amount_usd'),
    paid: sumColumn('paid'),
    paid_gel: sumColumn('paid_gel'),
    paid_usd: sumColumn('paid_usd'),
    unpaid: sumColumn('unpaid'),
    unpaid_gel: sumColumn('unpaid_gel'),
    unpaid_usd: sumColumn('unpaid_usd'),
    /** False for a trigger's delta until the hourly job folds it into its key's one row. */
    folded: boolean('folded').notNull().default(false),
  },
  (t) => [
    index('report_facts_period_idx').on(t.grain, t.period),
    index('report_facts_unfolded_idx')
      .on(t.grain)
      .where(sql`not ${t.folded}`),
  ],
);
