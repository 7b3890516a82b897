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
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agents, customers } from './clients';
import { timestamps } from './columns';
import { bookings } from './deals';
import { bankAccounts, buildings, properties } from './inventory';
import { banks } from './platform';
import { serviceContainers } from './services';
import { users } from './users';
import type { InvoiceDetails } from '@shared/invoices/contracts';
import type { Currency } from '@shared/money/money';
import type {
  AGENT_FEE_STATUSES,
  ContractLanguage,
  ContractType,
  PAYMENT_MODES,
  PaymentType,
  SaleStatus,
} from '@shared/sales/contracts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const CURRENCY_CHECK = (column: unknown) => sql`${column} in ('GEL', 'USD', 'EUR')`;

/**
 * A sales contract. The balance columns (scheduled_total, paid_amount, credit_amount, first_unpaid_date)
 * are kept up to date in the transaction of every payment and schedule change; none depends on the
 * day, so they never go stale. Debt as of a day comes from the instalments' running totals
 * (sale_instalments.cumulative_amount) and overdue days from first_unpaid_date.
 */
export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    status: text('status').$type<SaleStatus>().notNull().default('active'),
    contract_no: text('contract_no').notNull(),
    contract_type: text('contract_type').$type<ContractType>().notNull().default('contract_main'),
    contract_lang: text('contract_lang').$type<ContractLanguage>().notNull().default('ge'),
    contract_start_date: date('contract_start_date', { mode: 'string' }).notNull(),
    contract_end_date: date('contract_end_date', { mode: 'string' }),
    signing_date: date('signing_date', { mode: 'string' }),
    /** The complex every unit of the sale belongs to: building scoping without a join. */
    building_id: integer('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'restrict' }),
    payment_ccy: text('payment_ccy').$type<Currency>().notNull(),
    /** The units' prices at signing, in payment_ccy. */
    price: money('price').notNull(),
    discount: money('discount').notNull().default('0'),
    /** price - discount: what the schedule must add up to. */
    total_price: money('total_price').notNull(),
    first_installment_amount: money('first_installment_amount').notNull().default('0'),
    first_installment_date: date('first_installment_date', { mode: 'string' }),
    payment_day: integer('payment_day').notNull().default(1),
    mortgage_bank_id: integer('mortgage_bank_id').references(() => banks.id, { onDelete: 'set null' }),
    mortgage_amount: money('mortgage_amount'),
    agent_id: integer('agent_id').references(() => agents.id, { onDelete: 'restrict' }),
    agent_fee_percent: numeric('agent_fee_percent', { precision: 5, scale: 2 }),
    agent_fee: text('agent_fee').$type<(typeof AGENT_FEE_STATUSES)[number]>().notNull().default('must_paid'),
    agent_is_paid: boolean('agent_is_paid').notNull().default(false),
    agent_fee_paid_amount: money('agent_fee_paid_amount'),
    agent_fee_paid_date: date('agent_fee_paid_date', { mode: 'string' }),
    min_income_percent: numeric('min_income_percent', { precision: 5, scale: 2 }),
    is_signed: boolean('is_signed').notNull().default(false),
    is_managable: boolean('is_managable').notNull().default(true),
    /** Whether the automated reminders and overdue letters write to this sale's buyers. */
    notifications_enabled: boolean('notifications_enabled').notNull().default(true),
    vat_payer: boolean('vat_payer').notNull().default(false),
    automatic_recalculation: boolean('automatic_recalculation').notNull().default(false),
    responsible_user_id: integer('responsible_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    info_source: text('info_source').notNull().default(''),
    renovation_price: money('renovation_price'),
    booking_id: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    cancellation_reason: text('cancellation_reason'),
    canceled_at: timestamp('canceled_at', { withTimezone: true }),
    customer_change_date: date('customer_change_date', { mode: 'string' }),
    customer_change_reason: text('customer_change_reason'),
    scheduled_total: money('scheduled_total').notNull().default('0'),
    paid_amount: money('paid_amount').notNull().default('0'),
    credit_amount: money('credit_amount').notNull().default('0'),
    /** Due date of the oldest instalment not fully paid; null when everything scheduled is paid. */
    first_unpaid_date: date('first_unpaid_date', { mode: 'string' }),
    /**
     * What has fallen due (the running total of the last due instalment) on every day from due_since up
     * to, not including, due_until: the debt without reading the schedule (decision 027). Written by the
     * ledger and restamped by the hourly overdue job once due_until comes; never valid until stamped.
     */
    due_amount: money('due_amount').notNull().default('0'),
    due_since: date('due_since', { mode: 'string' }).notNull().default('infinity'),
    due_until: date('due_until', { mode: 'string' }).notNull().default('infinity'),
    status_changed_at: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    delete_comment: text('delete_comment'),
    deleted_by: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sales_contract_no_unique')
      .on(t.contract_no)
      .where(sql`${t.deleted_at} is null`),
    // sales_live_building_idx (building_id, id) with the list's common filters INCLUDEd: migration 0025.
    index('sales_live_status_idx')
      .on(t.status, t.id)
      .where(sql`${t.deleted_at} is null`),
    index('sales_responsible_idx').on(t.responsible_user_id),
    index('sales_agent_idx').on(t.agent_id),
    index('sales_first_unpaid_idx')
      .on(t.first_unpaid_date)
      .where(sql`${t.deleted_at} is null`),
    index('sales_start_date_idx').on(t.contract_start_date),
    index('sales_deleted_idx')
      .on(t.deleted_at)
      .where(sql`${t.deleted_at} is not null`),
    check(
      'sales_status_check',
      sql`${t.status} in ('active', 'defective', 'overdue', 'cancellation_candidate', 'canceled')`,
    ),
    check('sales_type_check', sql`${t.contract_type} in ('contract_main', 'contract_pre', 'service')`),
    check('sales_lang_check', sql`${t.contract_lang} in ('ge', 'en', 'ru', 'ge_en', 'ge_ru')`),
    check('sales_ccy_check', CURRENCY_CHECK(t.payment_ccy)),
    check('sales_agent_fee_check', sql`${t.agent_fee} in ('paid', 'must_paid')`),
    // Spec §4: the status and the flag say the same thing.
    check('sales_agent_fee_paid_check', sql`(${t.agent_fee} = 'paid') = ${t.agent_is_paid}`),
    check('sales_payment_day_check', sql`${t.payment_day} between 1 and 31`),
    check('sales_amounts_check', sql`${t.price} >= 0 and ${t.discount} >= 0 and ${t.total_price} >= 0`),
    check('sales_paid_check', sql`${t.paid_amount} >= 0 and ${t.credit_amount} >= 0`),
  ],
);

/**
 * How many live sales each complex has per responsible manager, status and currency, with the sum of their
 * prices and of what was paid on them, kept by triggers on `sales` (migrations 0020, 0023): the sales
 * list's count and totals without reading every sale, when its filters are only these keys.
 */
export const saleCounts = pgTable(
  'sale_counts',
  {
    building_id: integer('building_id').notNull(),
    responsible_user_id: integer('responsible_user_id'),
    status: text('status').notNull(),
    payment_ccy: text('payment_ccy').$type<Currency>().notNull(),
    n: integer('n').notNull(),
    price: numeric('price', { precision: 16, scale: 2 }).notNull(),
    paid: numeric('paid', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [
    unique('sale_counts_key')
      .on(t.building_id, t.responsible_user_id, t.status, t.payment_ccy)
      .nullsNotDistinct(),
  ],
);

/**
 * The units of a sale with their prices at signing. released_at is set when the sale is canceled or
 * the unit is taken off it; the partial unique index keeps a unit in at most one live sale.
 */
export const saleProperties = pgTable(
  'sale_properties',
  {
    id: serial('id').primaryKey(),
    sale_id: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    property_id: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    price: money('price').notNull(),
    released_at: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('sale_properties_sale_idx').on(t.sale_id),
    uniqueIndex('sale_properties_one_live_sale')
      .on(t.property_id)
      .where(sql`${t.released_at} is null`),
  ],
);

/**
 * The buyers of a sale, first one is the main buyer. A reassignment sets removed_at and reason on the
 * old rows and adds the new ones, so the history stays.
 */
export const saleCustomers = pgTable(
  'sale_customers',
  {
    id: serial('id').primaryKey(),
    sale_id: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    added_at: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    removed_at: timestamp('removed_at', { withTimezone: true }),
    removal_reason: text('removal_reason'),
  },
  (t) => [
    index('sale_customers_sale_idx').on(t.sale_id),
    index('sale_customers_customer_idx').on(t.customer_id),
  ],
);

/**
 * One row of a sale's payment schedule. cumulative_amount is the running total up to and including
 * this row (in date order), so "due by a day" is one index lookup. paid_amount is the allocation's
 * result, rewritten with every payment.
 */
export const saleInstalments = pgTable(
  'sale_instalments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sale_id: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    cumulative_amount: money('cumulative_amount').notNull(),
    is_first: boolean('is_first').notNull().default(false),
    paid_amount: money('paid_amount').notNull().default('0'),
  },
  (t) => [
    uniqueIndex('sale_instalments_sale_number').on(t.sale_id, t.number),
    index('sale_instalments_sale_due_idx').on(t.sale_id, t.due_date, t.cumulative_amount),
    index('sale_instalments_due_idx').on(t.due_date),
    check('sale_instalments_amount_check', sql`${t.amount} >= 0 and ${t.paid_amount} >= 0`),
  ],
);

/** Every saved schedule of a sale, with what changed against the one before. */
export const scheduleVersions = pgTable(
  'schedule_versions',
  {
    id: serial('id').primaryKey(),
    sale_id: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    reason: text('reason').notNull(),
    rows: jsonb('rows').notNull(),
    diff: jsonb('diff').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('schedule_versions_sale_version').on(t.sale_id, t.version)],
);

/**
 * Money received for a sale. amount is in the sale's currency; original_amount and currency are what
 * the client paid, with the rates (lari per unit, as the National Bank quotes them) used to convert.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sale_id: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<(typeof PAYMENT_MODES)[number]>().notNull().default('sale'),
    /** The renovation or container a 'renovation' or 'container' payment pays (decision 020). */
    service_container_id: integer('service_container_id').references(() => serviceContainers.id),
    amount: money('amount').notNull(),
    original_amount: money('original_amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    payment_rate: numeric('payment_rate', { precision: 12, scale: 6 }).notNull().default('1'),
    sale_rate: numeric('sale_rate', { precision: 12, scale: 6 }).notNull().default('1'),
    rate_source: text('rate_source').$type<'same' | 'nbg' | 'manual'>().notNull().default('same'),
    payment_date: date('payment_date', { mode: 'string' }).notNull(),
    payment_type: text('payment_type').$type<PaymentType>().notNull().default('bank_transfer'),
    bank_account_id: integer('bank_account_id').references(() => bankAccounts.id, {
      onDelete: 'set null',
    }),
    note: text('note').notNull().default(''),
    advance_payment_id: integer('advance_payment_id'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('payments_sale_idx').on(t.sale_id, t.payment_date),
    index('payments_date_idx').on(t.payment_date),
    check('payments_amount_check', sql`${t.amount} > 0 and ${t.original_amount} > 0`),
    check('payments_currency_check', CURRENCY_CHECK(t.currency)),
    check('payments_mode_check', sql`${t.mode} in ('sale', 'renovation', 'container')`),
    // A renovation or container payment names its owner; a sale payment names none.
    check('payments_service_owner_check', sql`(${t.mode} = 'sale') = (${t.service_container_id} is null)`),
    index('payments_service_idx')
      .on(t.service_container_id, t.payment_date)
      .where(sql`${t.service_container_id} is not null`),
    check('payments_rate_check', sql`${t.payment_rate} > 0 and ${t.sale_rate} > 0`),
    check('payments_rate_source_check', sql`${t.rate_source} in ('same', 'nbg', 'manual')`),
  ],
);

/** Official rates: lari for one unit of the currency, valid on `date` (from the National Bank). */
export const currencyRates = pgTable(
  'currency_rates',
  {
    currency: text('currency').$type<Currency>().notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    rate: numeric('rate', { precision: 12, scale: 6 }).notNull(),
    valid_from_date: date('valid_from_date', { mode: 'string' }).notNull(),
    fetched_at: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.date] }),
    check('currency_rates_rate_check', sql`${t.rate} > 0`),
  ],
);

/** An invoice for a sale, numbered per year; `details` freezes what was printed. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    sale_id: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    issue_date: date('issue_date', { mode: 'string' }).notNull(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    details: jsonb('details').$type<InvoiceDetails>().notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_year_number').on(t.year, t.number),
    index('invoices_sale_idx').on(t.sale_id),
    check('invoices_amount_check', sql`${t.amount} > 0`),
    check('invoices_currency_check', CURRENCY_CHECK(t.currency)),
  ],
);
