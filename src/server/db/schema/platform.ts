import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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
  /** English and Russian forms for the parts of bilingual contracts; '' prints the Georgian one. */
  company_name_en: text('company_name_en').notNull().default(''),
  company_name_ru: text('company_name_ru').notNull().default(''),
  company_id: text('company_id').notNull().default(''),
  company_director: text('company_director').notNull().default(''),
  company_director_en: text('company_director_en').notNull().default(''),
  company_director_ru: text('company_director_ru').notNull().default(''),
  company_phone: text('company_phone').notNull().default(''),
  company_email: text('company_email').notNull().default(''),
  /** Spec §4 event notices to buyers: off until the company switches them on. */
  notify_payment_adding: boolean('notify_payment_adding').notNull().default(false),
  notify_payment_change: boolean('notify_payment_change').notNull().default(false),
  notify_sale_cancellation: boolean('notify_sale_cancellation').notNull().default(false),
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
    /** The text as written, for notices without a kind; a kind's text is rendered in the reader's language. */
    text: text('text').notNull().default(''),
    /** What happened (`payment_added`, `sale_overdue`...): the catalogue key the text is rendered from. */
    kind: text('kind'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    /** The records it is about: the link, and the complex the manager mode filters by. */
    sale_id: integer('sale_id'),
    booking_id: integer('booking_id'),
    building_id: integer('building_id'),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.user_id, t.read_at),
    index('notifications_building_idx').on(t.building_id, t.created_at),
  ],
);

/**
 * The durable job queue (platform/job-queue.ts): work that must happen once, after a commit, with retries.
 * A row is claimed with FOR UPDATE SKIP LOCKED, so several processes share it without doing a job twice.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    run_at: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Due jobs run highest first: a bulk run's deliveries (-1) wait for what a person asked for (0). */
    priority: smallint('priority').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    /** A claim's lease: a job still running past it (its process died) is claimed again. */
    locked_until: timestamp('locked_until', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.priority.desc(), t.run_at, t.id)
      .where(sql`${t.status} in ('queued', 'running')`),
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/**
 * Which periods of each periodic job have been taken: the first process to insert (name, slot) enqueues
 * that period's run, so it happens once across every process on the database.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    name: text('name').notNull(),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);
