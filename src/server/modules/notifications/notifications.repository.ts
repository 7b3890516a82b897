import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { buildingScope } from '../../platform/building-scope';
import type { PageWindow } from '../../platform/pagination';

const forUser = (userId: number, unreadOnly: boolean): SQL | undefined =>
  and(eq(notifications.user_id, userId), unreadOnly ? isNull(notifications.read_at) : undefined);

type Scope = Parameters<typeof buildingScope>[0];

/** The manager mode: notices about records (they name a complex) in the complexes the user may see. */
const aboutComplexes = (user: Scope, unreadOnly: boolean): SQL | undefined =>
  and(
    isNotNull(notifications.building_id),
    buildingScope(user, notifications.building_id),
    unreadOnly ? isNull(notifications.read_at) : undefined,
  );

export type NotificationRow = typeof notifications.$inferSelect;

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

export async function countManagerNotifications(db: Db, user: Scope, unreadOnly: boolean): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(aboutComplexes(user, unreadOnly));
  return row?.n ?? 0;
}

/** Staff notices about the complexes in scope, newest first, with whom each was for. */
export function listManagerNotifications(db: Db, user: Scope, unreadOnly: boolean, window: PageWindow) {
  return db
    .select({ notice: notifications, first_name: users.first_name, last_name: users.last_name })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.user_id))
    .where(aboutComplexes(user, unreadOnly))
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
