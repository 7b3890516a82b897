import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { timestamps } from './columns';
import { files } from './files';
import { banks } from './platform';
import { users } from './users';
import type { Currency } from '@shared/money/money';
import type { PropertyState, PropertyStatus, PropertyType, PropertyView } from '@shared/properties/enums';

/** A complex (spec: "building"), with its blocks (letters A to G) and the property states it uses. */
export const buildings = pgTable('buildings', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  name_en: text('name_en').notNull().default(''),
  name_ru: text('name_ru').notNull().default(''),
  cad_code: text('cad_code').notNull().default(''),
  company_name: text('company_name').notNull().default(''),
  /** English and Russian forms for the parts of bilingual contracts; '' prints the Georgian one. */
  company_name_en: text('company_name_en').notNull().default(''),
  company_name_ru: text('company_name_ru').notNull().default(''),
  company_id: text('company_id').notNull().default(''),
  director: text('director').notNull().default(''),
  director_en: text('director_en').notNull().default(''),
  director_ru: text('director_ru').notNull().default(''),
  director_pid: text('director_pid').notNull().default(''),
  facsimile_file_id: text('facsimile_file_id').references(() => files.id, { onDelete: 'set null' }),
  manager_name: text('manager_name').notNull().default(''),
  address: text('address').notNull().default(''),
  address_en: text('address_en').notNull().default(''),
  address_ru: text('address_ru').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  property_states: text('property_states')
    .array()
    .$type<PropertyState[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  blocks: text('blocks')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  notifiable: boolean('notifiable').notNull().default(false),
  ...timestamps,
});

/** An account payments are made to; without a block it is the complex's (or the company's) general one. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    bank_id: integer('bank_id')
      .notNull()
      .references(() => banks.id, { onDelete: 'restrict' }),
    building_id: integer('building_id').references(() => buildings.id, { onDelete: 'cascade' }),
    building_block: text('building_block'),
    iban: text('iban').notNull().default(''),
    iban_usd: text('iban_usd').notNull().default(''),
    iban_eur: text('iban_eur').notNull().default(''),
    mediator_bank_usd: text('mediator_bank_usd').notNull().default(''),
    mediator_bank_eur: text('mediator_bank_eur').notNull().default(''),
    local_currency: text('local_currency').$type<Currency>().notNull().default('GEL'),
    ...timestamps,
  },
  (t) => [index('bank_accounts_building_idx').on(t.building_id)],
);

export const propertyFeatureGroups = pgTable('property_feature_groups', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  title_en: text('title_en').notNull().default(''),
  title_ru: text('title_ru').notNull().default(''),
  ...timestamps,
});

export const propertyFeatures = pgTable('property_features', {
  id: serial('id').primaryKey(),
  group_id: integer('group_id').references(() => propertyFeatureGroups.id, { onDelete: 'restrict' }),
  title: text('title').notNull(),
  title_en: text('title_en').notNull().default(''),
  title_ru: text('title_ru').notNull().default(''),
  ...timestamps,
});

export const PROPERTY_STATUSES = ['free', 'booked', 'sold', 'barter', 'not_for_sale', 'retired'] as const;

/**
 * A unit of a complex. Money is numeric(14,2); areas numeric(10,2). A split retires the original
 * (status 'retired', retired_at) and its parts point back to it through parent_id.
 */
export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    building_id: integer('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'restrict' }),
    block: text('block'),
    floor: integer('floor').notNull(),
    number: text('number').notNull(),
    cad_code: text('cad_code').notNull().default(''),
    type: text('type').$type<PropertyType>().notNull(),
    state: text('state').$type<PropertyState>().notNull(),
    status: text('status').$type<PropertyStatus>().notNull().default('free'),
    view: text('view').$type<PropertyView>(),
    rooms: integer('rooms'),
    total_area: numeric('total_area', { precision: 10, scale: 2 }).notNull(),
    living_area: numeric('living_area', { precision: 10, scale: 2 }),
    balcony_area: numeric('balcony_area', { precision: 10, scale: 2 }),
    terrace_area: numeric('terrace_area', { precision: 10, scale: 2 }),
    price_per_m2: numeric('price_per_m2', { precision: 14, scale: 2 }).notNull(),
    total_price: numeric('total_price', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    plan_file_id: text('plan_file_id').references(() => files.id, { onDelete: 'set null' }),
    parent_id: integer('parent_id'),
    retired_at: timestamp('retired_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('properties_building_idx').on(t.building_id, t.block, t.floor),
    index('properties_status_idx').on(t.status),
    // One live unit per number in a block; retired (split) units keep their number in history.
    uniqueIndex('properties_number_unique')
      .on(t.building_id, sql`coalesce(${t.block}, '')`, t.number)
      .where(sql`${t.status} <> 'retired'`),
    check(
      'properties_status_check',
      sql`${t.status} in ('free', 'booked', 'sold', 'barter', 'not_for_sale', 'retired')`,
    ),
    check('properties_currency_check', sql`${t.currency} in ('GEL', 'USD', 'EUR')`),
    check('properties_area_check', sql`${t.total_area} > 0`),
  ],
);

export const propertyFeatureLinks = pgTable(
  'property_feature_links',
  {
    property_id: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    feature_id: integer('feature_id')
      .notNull()
      .references(() => propertyFeatures.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.property_id, t.feature_id] })],
);

/** Every price a unit has had, newest last; written with each price change in the same transaction. */
export const propertyPriceHistory = pgTable(
  'property_price_history',
  {
    id: serial('id').primaryKey(),
    property_id: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    price_per_m2: numeric('price_per_m2', { precision: 14, scale: 2 }).notNull(),
    total_price: numeric('total_price', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    reason: text('reason').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_price_history_property_idx').on(t.property_id, t.created_at)],
);
