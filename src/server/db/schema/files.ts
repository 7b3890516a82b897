import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every uploaded file: stored under a generated key, never under the name the client sent. */
export const files = pgTable('files', {
  id: text('id').primaryKey(),
  original_name: text('original_name').notNull(),
  mime_type: text('mime_type').notNull(),
  size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  created_by: integer('created_by'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
