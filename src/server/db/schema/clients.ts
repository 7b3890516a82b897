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
import { timestamps } from './columns';
import { banks } from './platform';
import { users } from './users';
import type { AgentType } from '@shared/agents/contracts';
import type { CustomerType, Gender } from '@shared/customers/contracts';
import type { Locale } from '@shared/i18n/locales';

/**
 * A buyer: a person (first and last name in ka, en, ru; personal ID) or a company (name in ka, en, ru;
 * identification code; delegate). Country and citizenship are ISO 3166 alpha-2 codes.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<CustomerType>().notNull(),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    first_name_en: text('first_name_en').notNull().default(''),
    last_name_en: text('last_name_en').notNull().default(''),
    first_name_ru: text('first_name_ru').notNull().default(''),
    last_name_ru: text('last_name_ru').notNull().default(''),
    company_name: text('company_name').notNull().default(''),
    company_name_en: text('company_name_en').notNull().default(''),
    company_name_ru: text('company_name_ru').notNull().default(''),
    personal_id: text('personal_id'),
    company_id: text('company_id'),
    gender: text('gender').$type<Gender>(),
    birth_date: date('birth_date', { mode: 'string' }),
    citizenship: text('citizenship'),
    country: text('country'),
    address: text('address').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    /** The language messages to the buyer are written in; null = the sale's contract language. */
    locale: text('locale').$type<Locale>(),
    delegate_name: text('delegate_name').notNull().default(''),
    delegate_personal_id: text('delegate_personal_id').notNull().default(''),
    delegate_position: text('delegate_position').notNull().default(''),
    /** Everything the quick search looks at, lower-cased, kept by the database (trigram-indexed). */
    search_text: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || last_name || ' ' || first_name_en || ' ' || last_name_en || ' ' || first_name_ru || ' ' || last_name_ru || ' ' || company_name || ' ' || company_name_en || ' ' || company_name_ru || ' ' || coalesce(personal_id, '') || ' ' || coalesce(company_id, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(email, ''))`,
      ),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customers_personal_id_unique')
      .on(t.personal_id)
      .where(sql`${t.personal_id} is not null`),
    uniqueIndex('customers_company_id_unique')
      .on(t.company_id)
      .where(sql`${t.company_id} is not null`),
    index('customers_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    index('customers_created_by_idx').on(t.created_by),
    index('customers_country_idx').on(t.country),
    check('customers_locale_check', sql`${t.locale} is null or ${t.locale} in ('ka', 'en', 'ru')`),
    check('customers_type_check', sql`${t.type} in ('individual', 'company')`),
    check('customers_gender_check', sql`${t.gender} is null or ${t.gender} in ('male', 'female')`),
  ],
);

/** A broker who brings buyers for a fee: a person or a company, with the account the fee is paid to. */
export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<AgentType>().notNull(),
    name: text('name').notNull(),
    name_en: text('name_en').notNull().default(''),
    name_ru: text('name_ru').notNull().default(''),
    personal_id: text('personal_id'),
    company_id: text('company_id'),
    phone: text('phone'),
    email: text('email'),
    address: text('address').notNull().default(''),
    fee_percent: numeric('fee_percent', { precision: 5, scale: 2 }),
    bank_id: integer('bank_id').references(() => banks.id, { onDelete: 'set null' }),
    iban: text('iban').notNull().default(''),
    note: text('note').notNull().default(''),
    active: boolean('active').notNull().default(true),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('agents_personal_id_unique')
      .on(t.personal_id)
      .where(sql`${t.personal_id} is not null`),
    uniqueIndex('agents_company_id_unique')
      .on(t.company_id)
      .where(sql`${t.company_id} is not null`),
    check('agents_type_check', sql`${t.type} in ('individual', 'company')`),
  ],
);
