import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { buildings } from './inventory';
import { sales } from './sales';
import { users } from './users';
import type { ContractLanguage, ContractType } from '@shared/sales/contracts';
import type {
  CustomFieldGroup,
  CustomFieldType,
  DOC_TEMPLATE_LANGUAGES,
  DocTemplateType,
} from '@shared/templates/contracts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A Word (.docx) contract template for one contract type and language, optionally only for one complex.
 * `placeholders` is what the file uses, read and checked against the catalogue when it was uploaded.
 * The file lives in the row, not in the file storage: templates are small, change with their row in one
 * transaction, and the seeded demo templates exist wherever the database does.
 */
export const wordTemplates = pgTable(
  'word_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    contract_type: text('contract_type').$type<ContractType>().notNull(),
    language: text('language').$type<ContractLanguage>().notNull(),
    building_id: integer('building_id').references(() => buildings.id, { onDelete: 'cascade' }),
    file_name: text('file_name').notNull(),
    content: bytea('content').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    placeholders: jsonb('placeholders').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('word_templates_kind_idx').on(t.contract_type, t.language),
    check(
      'word_templates_type_check',
      sql`${t.contract_type} in ('contract_main', 'contract_pre', 'service')`,
    ),
    check('word_templates_language_check', sql`${t.language} in ('ge', 'en', 'ru', 'ge_en', 'ge_ru')`),
  ],
);

/** A rich-text template (letter, notice, receipt, SMS or e-mail text); `body` is sanitized HTML. */
export const docTemplates = pgTable(
  'doc_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').$type<DocTemplateType>().notNull(),
    language: text('language').$type<(typeof DOC_TEMPLATE_LANGUAGES)[number]>().notNull().default('ka'),
    subject: text('subject'),
    body: text('body').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('doc_templates_type_check', sql`${t.type} in ('letter', 'notice', 'receipt', 'sms', 'email')`),
    check('doc_templates_language_check', sql`${t.language} in ('ka', 'en', 'ru')`),
  ],
);

/** An extra field on sales, customers, units or complexes; its `key` is also its template placeholder. */
export const customFields = pgTable(
  'custom_fields',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    group: text('group').$type<CustomFieldGroup>().notNull(),
    type: text('type').$type<CustomFieldType>().notNull(),
    label_ka: text('label_ka').notNull(),
    label_en: text('label_en').notNull().default(''),
    label_ru: text('label_ru').notNull().default(''),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('custom_fields_key_idx').on(t.key),
    check('custom_fields_group_check', sql`${t.group} in ('sale', 'customer', 'property', 'complex')`),
    check('custom_fields_type_check', sql`${t.type} in ('text', 'number', 'date', 'select', 'boolean')`),
  ],
);

/** One record's value of a custom field, kept as normalized text (decimal, ISO date, 'true'/'false'). */
export const customFieldValues = pgTable(
  'custom_field_values',
  {
    field_id: integer('field_id')
      .notNull()
      .references(() => customFields.id, { onDelete: 'cascade' }),
    record_id: integer('record_id').notNull(),
    value: text('value').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.field_id, t.record_id] }),
    index('custom_field_values_record_idx').on(t.record_id),
  ],
);

/** Every SMS the back office sent (or wrote to the outbox), one row per recipient. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    status: text('status').$type<'sent' | 'failed'>().notNull(),
    channel: text('channel').$type<'provider' | 'outbox'>().notNull(),
    provider_message_id: text('provider_message_id'),
    error_message: text('error_message'),
    sale_id: integer('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    sent_by: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_messages_created_idx').on(t.created_at),
    check('sms_messages_status_check', sql`${t.status} in ('sent', 'failed')`),
    check('sms_messages_channel_check', sql`${t.channel} in ('provider', 'outbox')`),
  ],
);
