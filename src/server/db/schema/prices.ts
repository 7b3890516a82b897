import { date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { files } from './files';
import { buildings, properties } from './inventory';
import { users } from './users';
import type { Currency } from '@shared/money/money';
import type { PriceListSource, PriceListStatus, PriceRule } from '@shared/prices/contracts';

/**
 * A dated set of new unit prices for a complex, from an uploaded Excel file or from a rule. It is a draft
 * until applied; applying writes every item's price and history row in one transaction.
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    building_id: integer('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    valid_from: date('valid_from').notNull(),
    source: text('source').$type<PriceListSource>().notNull(),
    rule: jsonb('rule').$type<PriceRule>(),
    file_id: text('file_id').references(() => files.id, { onDelete: 'set null' }),
    status: text('status').$type<PriceListStatus>().notNull().default('draft'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    applied_at: timestamp('applied_at', { withTimezone: true }),
    applied_by: integer('applied_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('price_lists_building_idx').on(t.building_id, t.valid_from)],
);

export const priceListItems = pgTable(
  'price_list_items',
  {
    id: serial('id').primaryKey(),
    price_list_id: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    property_id: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The spreadsheet line the price came from (null for a rule). */
    line: integer('line'),
    old_price_per_m2: numeric('old_price_per_m2', { precision: 14, scale: 2 }).notNull(),
    old_total_price: numeric('old_total_price', { precision: 14, scale: 2 }).notNull(),
    new_price_per_m2: numeric('new_price_per_m2', { precision: 14, scale: 2 }).notNull(),
    new_total_price: numeric('new_total_price', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
  },
  (t) => [index('price_list_items_list_idx').on(t.price_list_id)],
);
