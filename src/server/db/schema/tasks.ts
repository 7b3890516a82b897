import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TaskModel, TaskPriority, TaskStatus } from '@shared/tasks/contracts';
import { timestamps } from './columns';
import { users } from './users';

/**
 * The team's to-do list. A task may be about a record (`model` + `model_id`, as comments name theirs).
 * Its deadline is a Tbilisi date with an optional time of day (`due_time`, HH:mm).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priority: text('priority').$type<TaskPriority>().notNull().default('normal'),
    due_on: date('due_on', { mode: 'string' }),
    due_time: text('due_time'),
    status: text('status').$type<TaskStatus>().notNull().default('open'),
    assignee_id: integer('assignee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a task the system made (a notification rule's). */
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    model: text('model').$type<TaskModel>(),
    model_id: integer('model_id'),
    done_at: timestamp('done_at', { withTimezone: true }),
    /** When the assignee was told it fell due; cleared when the deadline moves, so they hear again. */
    due_noticed_at: timestamp('due_noticed_at', { withTimezone: true }),
    /** What made a system task (`rule:<rule>:<instalment>:<due date>`): a second run makes none. */
    source_key: text('source_key'),
    ...timestamps,
  },
  (t) => [
    index('tasks_assignee_idx').on(t.assignee_id, t.status, t.due_on),
    index('tasks_creator_idx').on(t.created_by),
    index('tasks_model_idx').on(t.model, t.model_id),
    uniqueIndex('tasks_source_key').on(t.source_key),
    check('tasks_priority_check', sql`${t.priority} in ('low', 'normal', 'high', 'urgent')`),
    check('tasks_status_check', sql`${t.status} in ('open', 'done')`),
    check(
      'tasks_model_check',
      sql`${t.model} is null or ${t.model} in ('sale', 'customer', 'booking', 'property')`,
    ),
    check('tasks_model_pair_check', sql`(${t.model} is null) = (${t.model_id} is null)`),
    check(
      'tasks_due_time_check',
      sql`${t.due_time} is null or (${t.due_on} is not null and ${t.due_time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`,
    ),
    check('tasks_done_check', sql`(${t.status} = 'done') = (${t.done_at} is not null)`),
  ],
);
