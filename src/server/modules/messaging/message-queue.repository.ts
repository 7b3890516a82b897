import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationMessages } from '../../db/schema';

export type NewMessage = typeof notificationMessages.$inferInsert;

/**
 * Inserts the messages, skipping any whose idempotency key was already used (the automated run's
 * "never twice"), and answers the ids of those inserted.
 */
export async function insertMessages(db: Db, rows: NewMessage[]): Promise<number[]> {
  if (!rows.length) return [];
  const inserted = await db
    .insert(notificationMessages)
    .values(rows)
    .onConflictDoNothing({ target: notificationMessages.idempotency_key })
    .returning({ id: notificationMessages.id });
  return inserted.map((r) => r.id);
}

export function findMessages(db: Db, ids: number[]) {
  return db.select().from(notificationMessages).where(inArray(notificationMessages.id, ids));
}
