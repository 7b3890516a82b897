import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authFailures } from '../db/schema';

/** A key's failures count within a window that starts at its first failure; `max` is the limit. */
export interface FailureRule {
  max: number;
  windowMs: number;
}

export interface FailureCount {
  count: number;
  windowStart: Date;
  lastFailedAt: Date;
}

const live = (row: FailureCount | undefined, rule: FailureRule, now: Date) =>
  row && row.windowStart.getTime() > now.getTime() - rule.windowMs ? row : undefined;

/** The keys' counts in their current windows (a key whose window has passed is absent). */
export async function readFailures(
  db: Db,
  keys: { key: string; rule: FailureRule }[],
  now = new Date(),
): Promise<(FailureCount | undefined)[]> {
  const rows = await db
    .select()
    .from(authFailures)
    .where(
      inArray(
        authFailures.key,
        keys.map((k) => k.key),
      ),
    );
  return keys.map(({ key, rule }) => {
    const row = rows.find((r) => r.key === key);
    return live(
      row && { count: row.count, windowStart: row.window_start, lastFailedAt: row.last_failed_at },
      rule,
      now,
    );
  });
}

/**
 * Counts one failure in a single UPSERT, so parallel requests (and several server processes) each count.
 * A passed window starts again at 1; reaching the limit restarts the window, so a lock lasts a full
 * window from the failure that set it.
 */
export async function countFailure(
  db: Db,
  key: string,
  rule: FailureRule,
  now = new Date(),
): Promise<FailureCount> {
  const expired = sql`"auth_failures"."window_start" <= ${new Date(now.getTime() - rule.windowMs)}`;
  const next = sql`(case when ${expired} then 1 else "auth_failures"."count" + 1 end)`;
  const [row] = await db
    .insert(authFailures)
    .values({ key, count: 1, window_start: now, last_failed_at: now })
    .onConflictDoUpdate({
      target: authFailures.key,
      set: {
        count: next,
        window_start: sql`(case when ${expired} or ${next} >= ${rule.max} then ${now}::timestamptz else "auth_failures"."window_start" end)`,
        last_failed_at: now,
      },
    })
    .returning();
  return { count: row!.count, windowStart: row!.window_start, lastFailedAt: row!.last_failed_at };
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.key, key));
}

/** Milliseconds until a key at its limit opens again; 0 when it is not locked. */
export function lockedForMs(count: FailureCount | undefined, rule: FailureRule, now = new Date()): number {
  if (!count || count.count < rule.max) return 0;
  return Math.max(0, count.windowStart.getTime() + rule.windowMs - now.getTime());
}

/** Rows whose last failure is older than any window keep nothing worth knowing. */
export async function pruneFailures(db: Db, olderThan: Date): Promise<void> {
  await db.delete(authFailures).where(lt(authFailures.last_failed_at, olderThan));
}
