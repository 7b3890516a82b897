import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { sales } from './sales';
import { users } from './users';
import type { Currency } from '@shared/money/money';
import type { ServiceKind, ServiceOrderKind, ServiceUnit } from '@shared/services/contracts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** The catalogue renovations and containers are priced from; a type in use is deactivated, not deleted. */
export const serviceTypes = pgTable(
  'service_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    name_en: text('name_en').notNull().default(''),
    name_ru: text('name_ru').notNull().default(''),
    kind: text('kind').$type<ServiceKind>().notNull(),
    unit: text('unit').$type<ServiceUnit>().notNull(),
    unit_price: money('unit_price').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check(
      'service_types_kind_check',
      sql`${t.kind} in ('renovation', 'parking', 'storage', 'utility', 'other')`,
    ),
    check('service_types_unit_check', sql`${t.unit} in ('m2', 'piece', 'month', 'lump')`),
    check('service_types_ccy_check', sql`${t.currency} in ('GEL', 'USD', 'EUR')`),
    check('service_types_price_check', sql`${t.unit_price} >= 0`),
  ],
);

/**
 * A renovation (kind 'renovation', at most one per sale) or a service container (kind 'container') of a
 * sale, with its own schedule and ledger. Payments point at it with payments.service_container_id and
 * mode = kind. The balance columns are rebuilt in the transaction of every payment and schedule change,
 * like the sale's (decision 011); `schedule` is the saved schedule the instalments are allocated over.
 */
export const serviceContainers = pgTable(
  'service_containers',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ServiceOrderKind>().notNull(),
    sale_id: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    total: money('total').notNull().default('0'),
    status: text('status').notNull(),
    schedule: jsonb('schedule')
      .$type<{ date: string; amount: string; first: boolean }[]>()
      .notNull()
      .default([]),
    scheduled_total: money('scheduled_total').notNull().default('0'),
    paid_amount: money('paid_amount').notNull().default('0'),
    credit_amount: money('credit_amount').notNull().default('0'),
    first_unpaid_date: date('first_unpaid_date', { mode: 'string' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('service_containers_sale_idx').on(t.sale_id),
    index('service_containers_kind_idx').on(t.kind, t.id),
    uniqueIndex('service_containers_one_renovation')
      .on(t.sale_id)
      .where(sql`${t.kind} = 'renovation'`),
    check('service_containers_kind_check', sql`${t.kind} in ('renovation', 'container')`),
    check(
      'service_containers_status_check',
      sql`(${t.kind} = 'renovation' and ${t.status} in ('not_started', 'in_progress', 'done')) or (${t.kind} = 'container' and ${t.status} in ('draft', 'active', 'completed', 'canceled'))`,
    ),
    check('service_containers_ccy_check', sql`${t.currency} in ('GEL', 'USD', 'EUR')`),
    check('service_containers_amounts_check', sql`${t.total} >= 0 and ${t.paid_amount} >= 0`),
  ],
);

/** What a renovation or container is made of: type x quantity at a unit price. */
export const serviceLines = pgTable(
  'service_lines',
  {
    id: serial('id').primaryKey(),
    service_container_id: integer('service_container_id')
      .notNull()
      .references(() => serviceContainers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    service_type_id: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'restrict' }),
    quantity: numeric('quantity', { precision: 14, scale: 2 }).notNull(),
    unit_price: money('unit_price').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('service_lines_owner_idx').on(t.service_container_id),
    index('service_lines_type_idx').on(t.service_type_id),
    check(
      'service_lines_amount_check',
      sql`${t.quantity} >= 0 and ${t.unit_price} >= 0 and ${t.amount} >= 0`,
    ),
  ],
);

/** The effective schedule of a renovation or container with what is paid on each row (see sale_instalments). */
export const serviceInstalments = pgTable(
  'service_instalments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    service_container_id: integer('service_container_id')
      .notNull()
      .references(() => serviceContainers.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    cumulative_amount: money('cumulative_amount').notNull(),
    is_first: boolean('is_first').notNull().default(false),
    paid_amount: money('paid_amount').notNull().default('0'),
  },
  (t) => [
    uniqueIndex('service_instalments_owner_number').on(t.service_container_id, t.number),
    index('service_instalments_due_idx').on(t.service_container_id, t.due_date, t.cumulative_amount),
    check('service_instalments_amount_check', sql`${t.amount} >= 0 and ${t.paid_amount} >= 0`),
  ],
);
