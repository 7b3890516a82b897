import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keptWrite } from '../../db/prepared';
import { advancePayments, bankAccounts, payments } from '../../db/schema';

/** The payment rows every ledger counts (a sale's, a renovation's, a container's): written one way. */

export type StoredPayment = typeof payments.$inferSelect;
type PaymentValues = typeof payments.$inferInsert;

export async function findPayment(db: Db, id: number): Promise<StoredPayment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Every payment runs it: kept per the columns given (keptWrite). */
export async function insertPayment(db: Db, values: PaymentValues): Promise<StoredPayment> {
  const [row] = await keptWrite(db, 'payment_insert', [values], ([placeholders]) =>
    db.insert(payments).values(placeholders!).returning(),
  );
  return row!;
}

export async function updatePayment(
  db: Db,
  id: number,
  values: Partial<PaymentValues>,
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

export async function accountExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.id, id));
  return row !== undefined;
}

/** The advance is free again (its payment was deleted). */
export async function releaseAdvance(db: Db, id: number): Promise<void> {
  await db
    .update(advancePayments)
    .set({ sale_id: null, updated_at: new Date() })
    .where(eq(advancePayments.id, id));
}
