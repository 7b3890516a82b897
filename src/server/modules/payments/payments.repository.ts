import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advancePayments, payments } from '../../db/schema';

/** Changing and deleting recorded payments (recording one is the sales ledger's: sale-payments.repository.ts). */

type StoredPayment = typeof payments.$inferSelect;

export async function findPayment(db: Db, id: number): Promise<StoredPayment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function updatePayment(
  db: Db,
  id: number,
  values: Partial<typeof payments.$inferInsert>,
): Promise<StoredPayment> {
  const [row] = await db
    .update(payments)
    .set({ ...values, updated_at: new Date() })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

export async function deletePayment(db: Db, id: number): Promise<void> {
  await db.delete(payments).where(eq(payments.id, id));
}

/** The advance is free again (its payment was deleted). */
export async function releaseAdvance(db: Db, id: number): Promise<void> {
  await db
    .update(advancePayments)
    .set({ sale_id: null, updated_at: new Date() })
    .where(eq(advancePayments.id, id));
}
