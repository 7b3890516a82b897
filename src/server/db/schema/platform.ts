import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';
import type { LogAction } from '@shared/logs/contracts';

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<LogAction>().notNull(),
    entity_type: text('entity_type').notNull(),
    entity_id: text('entity_id'),
    changes: jsonb('changes')
      .$type<Record<string, { before: unknown; after: unknown }>>()
      .notNull()
      .default({}),
    ip: text('ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_entity_idx').on(t.entity_type, t.entity_id),
    index('audit_logs_user_idx').on(t.user_id, t.created_at),
    index('audit_logs_created_idx').on(t.created_at),
  ],
);

export const company = pgTable('company', {
  id: integer('id').primaryKey().default(1),
  company_name: text('company_name').notNull().default(''),
  company_id: text('company_id').notNull().default(''),
  company_director: text('company_director').notNull().default(''),
  company_phone: text('company_phone').notNull().default(''),
  company_email: text('company_email').notNull().default(''),
  ...timestamps,
});

export const banks = pgTable('banks', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  title_en: text('title_en').notNull().default(''),
  code: text('code').notNull(),
  iban: text('iban').notNull(),
  ...timestamps,
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.user_id, t.read_at)],
);
