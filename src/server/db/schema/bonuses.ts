import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BonusBasis, BonusType } from '@shared/bonuses/contracts';
import type { TierMode } from '@shared/bonuses/compute';
import type { BonusPeriod } from '@shared/bonuses/periods';
import type { Currency } from '@shared/money/money';
import { timestamps } from './columns';
import { users } from './users';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** A percent of the target achieved: may pass 100 (a band up to 500 %). */
const percent = (name: string) => numeric(name, { precision: 7, scale: 2 });

/**
 * A bonus schema (spec §3): who takes part, the target per period, what counts as the result (contract
 * value signed or money received) and how bands pay. Participants are user ids; a user who leaves keeps
 * their place in old schemas, so no foreign key ties them.
 */
export const bonusSchemas = pgTable(
  'bonus_schemas',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').$type<BonusType>().notNull(),
    participant_ids: integer('participant_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    period: text('period').$type<BonusPeriod>().notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    end: date('end', { mode: 'string' }).notNull(),
    target_amount: money('target_amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    basis: text('basis').$type<BonusBasis>().notNull(),
    tier_mode: text('tier_mode').$type<TierMode>().notNull(),
    clawback: boolean('clawback').notNull().default(true),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('bonus_schemas_type_check', sql`${t.type} in ('individual', 'group')`),
    check('bonus_schemas_period_check', sql`${t.period} in ('monthly', 'quarterly', 'yearly')`),
    check('bonus_schemas_basis_check', sql`${t.basis} in ('signed', 'received')`),
    check('bonus_schemas_tier_mode_check', sql`${t.tier_mode} in ('retroactive', 'marginal')`),
    check('bonus_schemas_currency_check', sql`${t.currency} in ('GEL', 'USD', 'EUR')`),
    check('bonus_schemas_dates_check', sql`${t.end} >= ${t.start}`),
    check('bonus_schemas_target_check', sql`${t.target_amount} > 0`),
  ],
);

/** A band of a schema: from and to percent of the target (to null: open), and the rate it pays. */
export const bonusItems = pgTable(
  'bonus_items',
  {
    id: serial('id').primaryKey(),
    bonus_id: integer('bonus_id')
      .notNull()
      .references(() => bonusSchemas.id, { onDelete: 'cascade' }),
    percent_from: percent('percent_from').notNull(),
    percent_to: percent('percent_to'),
    bonus_percent: numeric('bonus_percent', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [
    index('bonus_items_bonus_idx').on(t.bonus_id, t.percent_from),
    check(
      'bonus_items_range_check',
      sql`${t.percent_from} >= 0 and (${t.percent_to} is null or ${t.percent_to} > ${t.percent_from})`,
    ),
    check('bonus_items_rate_check', sql`${t.bonus_percent} between 0 and 100`),
  ],
);

/** A sales manager's target for a month (spec §3 Sale target): amount, and optionally a number of sales. */
export const saleTargets = pgTable(
  'sale_targets',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    target_amount: money('target_amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    target_count: integer('target_count'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sale_targets_user_month').on(t.user_id, t.month),
    index('sale_targets_month_idx').on(t.month),
    check('sale_targets_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('sale_targets_amount_check', sql`${t.target_amount} > 0`),
    check('sale_targets_count_check', sql`${t.target_count} is null or ${t.target_count} >= 0`),
    check('sale_targets_currency_check', sql`${t.currency} in ('GEL', 'USD', 'EUR')`),
  ],
);
