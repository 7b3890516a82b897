import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './clients';
import { timestamps } from './columns';
import { bankAccounts, properties } from './inventory';
import { users } from './users';
import type { BarterItemType, BarterStatus } from '@shared/barter/contracts';
import type { BookingStatus } from '@shared/bookings/contracts';
import type { Currency } from '@shared/money/money';

export const BOOKING_STATUSES = ['active', 'expired', 'canceled', 'converted'] as const;

/**
 * A unit held for a customer for a period. At most one active booking per unit, decided by the partial
 * unique index, so two simultaneous requests leave exactly one winner.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    property_id: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    operator_id: integer('operator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    date_from: date('date_from', { mode: 'string' }).notNull(),
    date_to: date('date_to', { mode: 'string' }).notNull(),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    is_paid: boolean('is_paid').notNull().default(false),
    note: text('note').notNull().default(''),
    status: text('status').$type<BookingStatus>().notNull().default('active'),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bookings_one_active_per_property')
      .on(t.property_id)
      .where(sql`${t.status} = 'active'`),
    index('bookings_status_to_idx').on(t.status, t.date_to),
    index('bookings_customer_idx').on(t.customer_id),
    check('bookings_status_check', sql`${t.status} in ('active', 'expired', 'canceled', 'converted')`),
    check('bookings_period_check', sql`${t.date_to} >= ${t.date_from}`),
    check('bookings_price_check', sql`${t.price} >= 0`),
    check('bookings_currency_check', sql`${t.currency} in ('GEL', 'USD', 'EUR')`),
  ],
);

/** Our units exchanged for what the counterparty (a customer) gives: land, a vehicle, materials, works... */
export const barterDeals = pgTable(
  'barter_deals',
  {
    id: serial('id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    item_type: text('item_type').$type<BarterItemType>().notNull(),
    description: text('description').notNull().default(''),
    vehicle_brand: text('vehicle_brand'),
    vehicle_model: text('vehicle_model'),
    vehicle_year: integer('vehicle_year'),
    valuation: numeric('valuation', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    deal_date: date('deal_date', { mode: 'string' }).notNull(),
    status: text('status').$type<BarterStatus>().notNull().default('active'),
    note: text('note').notNull().default(''),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('barter_deals_customer_idx').on(t.customer_id),
    check('barter_deals_valuation_check', sql`${t.valuation} > 0`),
    check('barter_deals_currency_check', sql`${t.currency} in ('GEL', 'USD', 'EUR')`),
  ],
);

/** The units a barter deal gives away; released_at is set when the deal is canceled and the unit freed. */
export const barterProperties = pgTable(
  'barter_properties',
  {
    barter_id: integer('barter_id')
      .notNull()
      .references(() => barterDeals.id, { onDelete: 'cascade' }),
    property_id: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    released_at: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.barter_id, t.property_id] }),
    uniqueIndex('barter_properties_one_live_deal')
      .on(t.property_id)
      .where(sql`${t.released_at} is null`),
  ],
);

/** Money received before a contract; sale_id is set when it is applied to a sale's first payment. */
export const advancePayments = pgTable(
  'advance_payments',
  {
    id: serial('id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    property_id: integer('property_id').references(() => properties.id, { onDelete: 'restrict' }),
    bank_account_id: integer('bank_account_id').references(() => bankAccounts.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    paid_at: date('paid_at', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    sale_id: integer('sale_id'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('advance_payments_customer_idx').on(t.customer_id),
    check('advance_payments_amount_check', sql`${t.amount} > 0`),
    check('advance_payments_currency_check', sql`${t.currency} in ('GEL', 'USD', 'EUR')`),
  ],
);
