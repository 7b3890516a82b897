import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';

/** A key's requests counted in a window that starts with the first of them. */
export interface RateCount {
  count: number;
  windowStart: Date;
}

/**
 * Counts one request of a key in a single UPSERT, so parallel requests (and several server processes)
 * each count: a passed window starts again at 1, otherwise the count goes up. Unlike the sign-in failure
 * counters, reaching the limit does not restart the window: requests open again when it passes.
 */
export async function countRequest(db: Db, key: string, windowMs: number, now: Date): Promise<RateCount> {
  const expired = sql`"rate_limit_counters"."window_start" <= ${new Date(now.getTime() - windowMs)}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, window_start: now, updated_at: now })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`(case when ${expired} then 1 else "rate_limit_counters"."count" + 1 end)`,
        window_start: sql`(case when ${expired} then ${now}::timestamptz else "rate_limit_counters"."window_start" end)`,
        updated_at: now,
      },
    })
    .returning();
  return { count: row!.count, windowStart: row!.window_start };
}

/** Counters untouched since `olderThan` are past every window. */
export async function pruneRateCounters(db: Db, olderThan: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.updated_at, olderThan));
}
