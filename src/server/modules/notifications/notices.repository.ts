import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keptWrite } from '../../db/prepared';
import { notifications } from '../../db/schema';

export type NoticeValues = typeof notifications.$inferInsert;

/** The channel every process listens on to push a user's new notices to their open pages. */
export const NOTICES_CHANNEL = 'user_notices';

/**
 * Inserts the notices and announces their recipients on NOTICES_CHANNEL, in one statement (a payment's
 * transaction is a row of round trips). PostgreSQL delivers the announcements when the transaction
 * commits, never when it rolls back, and a recipient's repeated announcement only once.
 */
export async function insertNotices(db: Db, values: NoticeValues[]): Promise<void> {
  if (!values.length) return;
  await keptWrite(db, 'notices_insert', values, (rows) => {
    const inserted = db
      .$with('inserted')
      .as(db.insert(notifications).values(rows).returning({ user_id: notifications.user_id }));
    return db
      .with(inserted)
      .select({
        announced: sql`pg_notify(${NOTICES_CHANNEL}, ${inserted.user_id}::text)`.as('announced'),
      })
      .from(inserted);
  });
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
