import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RequesterType, TicketPriority, TicketStatus } from '@shared/tickets/contracts';
import { agents, customers } from './clients';
import { timestamps } from './columns';
import { files } from './files';
import { properties } from './inventory';
import { sales } from './sales';
import { users } from './users';

/** What a request is about (a leak, a document, a defect...) and how many hours staff have to answer it. */
export const ticketCategories = pgTable(
  'ticket_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    response_hours: integer('response_hours').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ticket_categories_name_key').on(sql`lower(${t.name})`),
    check('ticket_categories_hours_check', sql`${t.response_hours} between 1 and 8760`),
  ],
);

/**
 * The last readable number given out in a year: taking the next one updates this row inside the
 * creating transaction, so two concurrent creates queue on the row lock and never share a number.
 */
export const ticketCounters = pgTable('ticket_counters', {
  year: integer('year').primaryKey(),
  last_no: integer('last_no').notNull(),
});

/**
 * A customer's, agent's or resident's request. `awaiting_since` is when the requester's side last spoke
 * with no answer from staff since (null once answered or closed): the request is late when that is older
 * than its category's response hours; `late_noticed_at` keeps the assignee's bell to one notice per wait.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    ticket_no: text('ticket_no').notNull(),
    subject: text('subject').notNull(),
    category_id: integer('category_id').references(() => ticketCategories.id, { onDelete: 'set null' }),
    requester_type: text('requester_type').$type<RequesterType>().notNull(),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    agent_id: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    resident_name: text('resident_name'),
    resident_phone: text('resident_phone'),
    sale_id: integer('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    property_id: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    status: text('status').$type<TicketStatus>().notNull().default('open'),
    priority: text('priority').$type<TicketPriority>().notNull().default('normal'),
    assignee_id: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    awaiting_since: timestamp('awaiting_since', { withTimezone: true }),
    late_noticed_at: timestamp('late_noticed_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tickets_ticket_no_key').on(t.ticket_no),
    index('tickets_created_by_idx').on(t.created_by, t.id),
    index('tickets_assignee_idx').on(t.assignee_id, t.id),
    index('tickets_awaiting_idx')
      .on(t.awaiting_since)
      .where(sql`${t.awaiting_since} is not null`),
    check('tickets_status_check', sql`${t.status} in ('open', 'in_progress', 'closed')`),
    check('tickets_priority_check', sql`${t.priority} in ('low', 'normal', 'high', 'urgent')`),
    check('tickets_requester_type_check', sql`${t.requester_type} in ('customer', 'agent', 'resident')`),
  ],
);

/**
 * Each time a ticket was closed. A rating belongs to one closing: a reply reopens the ticket (the closing
 * gets `reopened_at`) and the next closing can be rated afresh, while the old rating stays where it was.
 */
export const ticketClosings = pgTable(
  'ticket_closings',
  {
    id: serial('id').primaryKey(),
    ticket_id: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    closed_at: timestamp('closed_at', { withTimezone: true }).notNull(),
    closed_by: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating'),
    rated_at: timestamp('rated_at', { withTimezone: true }),
    rated_by: integer('rated_by').references(() => users.id, { onDelete: 'set null' }),
    reopened_at: timestamp('reopened_at', { withTimezone: true }),
  },
  (t) => [
    index('ticket_closings_ticket_idx').on(t.ticket_id, t.id),
    uniqueIndex('ticket_closings_open_key')
      .on(t.ticket_id)
      .where(sql`${t.reopened_at} is null`),
    check('ticket_closings_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/** The conversation: the requester's words, staff's answers, and internal notes only staff see. */
export const ticketItems = pgTable(
  'ticket_items',
  {
    id: serial('id').primaryKey(),
    ticket_id: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    internal: boolean('internal').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_items_ticket_idx').on(t.ticket_id, t.id)],
);

/** Files attached to a conversation item (restrict: the file leaves through FileStorage.forget). */
export const ticketItemFiles = pgTable(
  'ticket_item_files',
  {
    item_id: integer('item_id')
      .notNull()
      .references(() => ticketItems.id, { onDelete: 'cascade' }),
    file_id: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.item_id, t.file_id] })],
);
