import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { PageWindow } from '../../platform/pagination';

const forUser = (userId: number, unreadOnly: boolean): SQL | undefined =>
  and(eq(notifications.user_id, userId), unreadOnly ? isNull(notifications.read_at) : undefined);

export async function countNotifications(db: Db, userId: number, unreadOnly: boolean): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(forUser(userId, unreadOnly));
  return row?.n ?? 0;
}

export function listNotifications(db: Db, userId: number, unreadOnly: boolean, window: PageWindow) {
  return db
    .select()
    .from(notifications)
    .where(forUser(userId, unreadOnly))
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function findNotification(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)));
  return row;
}

export async function markRead(db: Db, userId: number, id: number | 'all'): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read_at: new Date() })
    .where(and(forUser(userId, true), id === 'all' ? undefined : eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** For the features that notify people (overdue sales, tasks...): one row per recipient. */
export async function insertNotifications(db: Db, userIds: number[], text: string): Promise<void> {
  if (userIds.length) await db.insert(notifications).values(userIds.map((user_id) => ({ user_id, text })));
}
