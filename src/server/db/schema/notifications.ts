import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Locale } from '@shared/i18n/locales';
import type {
  CallOutcome,
  MessageStatus,
  NotificationChannel,
  NotificationReason,
  NotificationTrigger,
} from '@shared/notifications/messages';
import { customers } from './clients';
import { timestamps } from './columns';
import { saleInstalments, sales } from './sales';
import { serviceInstalments } from './services';
import { docTemplates } from './templates';
import { users } from './users';

/**
 * When the automated run writes to buyers: `days_offset` days from an instalment's due date (negative =
 * before it), over the channels listed, with a document template per channel (the built-in text when none).
 */
export const notificationRules = pgTable(
  'notification_rules',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<'reminder' | 'overdue'>().notNull(),
    days_offset: integer('days_offset').notNull(),
    channels: text('channels').array().$type<NotificationChannel[]>().notNull(),
    sms_template_id: integer('sms_template_id').references(() => docTemplates.id, { onDelete: 'set null' }),
    email_template_id: integer('email_template_id').references(() => docTemplates.id, {
      onDelete: 'set null',
    }),
    /** Also give the sale's responsible manager a task (with the tasks module on). */
    create_task: boolean('create_task').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('notification_rules_type_check', sql`${t.type} in ('reminder', 'overdue')`),
    check(
      'notification_rules_offset_check',
      sql`(${t.type} = 'reminder' and ${t.days_offset} between -60 and 0) or (${t.type} = 'overdue' and ${t.days_offset} between 1 and 365)`,
    ),
    check(
      'notification_rules_channels_check',
      sql`cardinality(${t.channels}) > 0 and ${t.channels} <@ array['sms', 'email']::text[]`,
    ),
  ],
);

/**
 * Every message to a buyer, one row per recipient and channel: the notification log and the delivery
 * queue's subject. `idempotency_key` makes the automated run's "never twice" a unique index.
 */
export const notificationMessages = pgTable(
  'notification_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reason: text('reason').$type<NotificationReason>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    trigger: text('trigger').$type<NotificationTrigger>().notNull(),
    status: text('status').$type<MessageStatus>().notNull().default('queued'),
    sale_id: integer('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    instalment_id: bigint('instalment_id', { mode: 'number' }).references(() => saleInstalments.id, {
      onDelete: 'set null',
    }),
    /** A reminder or letter about a renovation's or container's instalment instead (decision 022). */
    service_instalment_id: bigint('service_instalment_id', { mode: 'number' }).references(
      () => serviceInstalments.id,
      { onDelete: 'set null' },
    ),
    rule_id: integer('rule_id').references(() => notificationRules.id, { onDelete: 'set null' }),
    /** The user who sent it by hand; null for the system. */
    sender_id: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** A phone number or an e-mail address; empty when the buyer has none (the row then fails with why). */
    recipient: text('recipient').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    segments: integer('segments').notNull().default(0),
    /** The gateway's reference (SMS id, SMTP message id). */
    code: text('code'),
    attempts: integer('attempts').notNull().default(0),
    /** Why it failed (the last error) or was canceled. */
    error_message: text('error_message'),
    idempotency_key: text('idempotency_key'),
    started_at: timestamp('started_at', { withTimezone: true }),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('notification_messages_idempotency_key').on(t.idempotency_key),
    index('notification_messages_created_idx').on(t.created_at, t.id),
    index('notification_messages_sale_idx').on(t.sale_id, t.created_at),
    index('notification_messages_customer_idx').on(t.customer_id),
    // The automated run asks, per due instalment, whether its rule wrote about it already.
    index('notification_messages_instalment_idx').on(t.instalment_id, t.rule_id),
    index('notification_messages_service_instalment_idx').on(t.service_instalment_id, t.rule_id),
    index('notification_messages_status_idx').on(t.status, t.created_at),
    check(
      'notification_messages_reason_check',
      sql`${t.reason} in ('reminder', 'overdue', 'payment_adding', 'payment_change', 'sale_cancellation')`,
    ),
    check('notification_messages_channel_check', sql`${t.channel} in ('sms', 'email')`),
    check('notification_messages_trigger_check', sql`${t.trigger} in ('manual', 'automated')`),
    check(
      'notification_messages_status_check',
      sql`${t.status} in ('queued', 'sending', 'sent', 'delivered', 'failed', 'canceled')`,
    ),
    check('notification_messages_locale_check', sql`${t.locale} in ('ka', 'en', 'ru')`),
  ],
);

/** A collections note on a message: what the call gave, and a promise to pay with its date and amount. */
export const notificationMessageComments = pgTable(
  'notification_message_comments',
  {
    id: serial('id').primaryKey(),
    message_id: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => notificationMessages.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    outcome: text('outcome').$type<CallOutcome>(),
    promised_date: date('promised_date', { mode: 'string' }),
    promised_amount: numeric('promised_amount', { precision: 14, scale: 2 }),
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_message_comments_message_idx').on(t.message_id),
    check(
      'notification_message_comments_outcome_check',
      sql`${t.outcome} is null or ${t.outcome} in ('called', 'no_answer', 'no_number', 'promised_to_pay')`,
    ),
    check(
      'notification_message_comments_promise_check',
      sql`${t.outcome} is distinct from 'promised_to_pay' or (${t.promised_date} is not null and ${t.promised_amount} > 0)`,
    ),
  ],
);
