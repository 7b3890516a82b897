import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { authTokens } from './users';

/**
 * Per-user rate limits of the expensive routes (platform/route-limits.ts): one row per rule and user, the
 * requests counted in a window that starts with the first of them. Shared by every server process on the
 * database, as the sign-in failures are.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_updated_idx').on(t.updated_at)],
);

/**
 * The live event streams (the bell) open on any server process, per session: a row while one is open,
 * its `seen_at` moved on by each heartbeat, so a process that died without closing its streams frees their
 * places once they go stale (platform/stream-slots.ts).
 */
export const liveStreams = pgTable(
  'live_streams',
  {
    id: serial('id').primaryKey(),
    token_id: integer('token_id')
      .notNull()
      .references(() => authTokens.id, { onDelete: 'cascade' }),
    opened_at: timestamp('opened_at', { withTimezone: true }).notNull(),
    seen_at: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('live_streams_token_idx').on(t.token_id, t.seen_at)],
);
