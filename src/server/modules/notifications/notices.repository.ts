import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

export type NoticeValues = typeof notifications.$inferInsert;

/** The channel every process listens on to push a user's new notices to their open pages. */
export const NOTICES_CHANNEL = 'user_notices';

/**
 * Inserts the notices and announces each recipient on NOTICES_CHANNEL. PostgreSQL delivers the
 * announcement when the transaction commits, and never when it rolls back.
 */
export async function insertNotices(db: Db, values: NoticeValues[]): Promise<void> {
  if (!values.length) return;
  await db.insert(notifications).values(values);
  for (const userId of new Set(values.map((v) => v.user_id)))
    await db.execute(sql`select pg_notify(${NOTICES_CHANNEL}, ${String(userId)})`);
}

/** The bookings among `bookingIds` that already have a notice of this kind. */
export async function bookingsNoticed(db: Db, kind: string, bookingIds: number[]): Promise<Set<number>> {
  if (!bookingIds.length) return new Set();
  const rows = await db
    .selectDistinct({ id: notifications.booking_id })
    .from(notifications)
    .where(and(eq(notifications.kind, kind), inArray(notifications.booking_id, bookingIds)));
  return new Set(rows.map((r) => r.id).filter((id): id is number => id !== null));
}
