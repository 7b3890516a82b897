import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banks } from '../../db/schema';

export type BankRecord = typeof banks.$inferSelect;
type BankValues = Pick<BankRecord, 'title' | 'title_en' | 'code' | 'iban'>;

export const listBanks = (db: Db) => db.select().from(banks).orderBy(asc(banks.title));

export async function findBank(db: Db, id: number): Promise<BankRecord | undefined> {
  const [row] = await db.select().from(banks).where(eq(banks.id, id));
  return row;
}

export async function insertBank(db: Db, values: BankValues): Promise<BankRecord> {
  const [row] = await db.insert(banks).values(values).returning();
  return row!;
}

export async function updateBank(db: Db, id: number, values: BankValues): Promise<BankRecord> {
  const [row] = await db
    .update(banks)
    .set({ ...values, updated_at: new Date() })
    .where(eq(banks.id, id))
    .returning();
  return row!;
}

export async function deleteBank(db: Db, id: number): Promise<void> {
  await db.delete(banks).where(eq(banks.id, id));
}
