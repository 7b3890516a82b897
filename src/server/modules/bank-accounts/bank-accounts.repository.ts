import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankAccounts, banks, buildings } from '../../db/schema';
import type { AuthUser } from '../../platform/access';
import { buildingScope } from '../../platform/building-scope';

export type AccountRecord = typeof bankAccounts.$inferSelect;
export type AccountValues = Omit<AccountRecord, 'id' | 'created_at' | 'updated_at'>;
type BankRecord = typeof banks.$inferSelect;
export type AccountRow = Awaited<ReturnType<typeof listAccounts>>[number];

/** General (company) accounts are everyone's; a complex's accounts only for those who may see it. */
function visibleTo(user: AuthUser): SQL | undefined {
  const scope = buildingScope(user, bankAccounts.building_id);
  return scope && or(isNull(bankAccounts.building_id), scope);
}

export function listAccounts(
  db: Db,
  user: AuthUser,
  filters: { buildingId?: number | undefined; id?: number },
) {
  return db
    .select({ account: bankAccounts, bank: { name: banks.title, name_en: banks.title_en, code: banks.code } })
    .from(bankAccounts)
    .innerJoin(banks, eq(banks.id, bankAccounts.bank_id))
    .where(
      and(
        visibleTo(user),
        filters.buildingId === undefined ? undefined : eq(bankAccounts.building_id, filters.buildingId),
        filters.id === undefined ? undefined : eq(bankAccounts.id, filters.id),
      ),
    )
    .orderBy(
      sql`${bankAccounts.building_id} nulls first`,
      sql`${bankAccounts.building_block} nulls first`,
      asc(bankAccounts.id),
    );
}

export async function findAccount(db: Db, user: AuthUser, id: number): Promise<AccountRecord | undefined> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), visibleTo(user)));
  return row;
}

export async function findBank(db: Db, id: number): Promise<BankRecord | undefined> {
  const [row] = await db.select().from(banks).where(eq(banks.id, id));
  return row;
}

export async function findBuilding(db: Db, user: AuthUser, id: number) {
  const [row] = await db
    .select({ id: buildings.id, blocks: buildings.blocks })
    .from(buildings)
    .where(and(eq(buildings.id, id), buildingScope(user, buildings.id)));
  return row;
}

export async function insertAccount(db: Db, values: AccountValues): Promise<AccountRecord> {
  const [row] = await db.insert(bankAccounts).values(values).returning();
  return row!;
}

export async function updateAccount(db: Db, id: number, values: AccountValues): Promise<AccountRecord> {
  const [row] = await db
    .update(bankAccounts)
    .set({ ...values, updated_at: new Date() })
    .where(eq(bankAccounts.id, id))
    .returning();
  return row!;
}

export async function deleteAccount(db: Db, id: number): Promise<void> {
  await db.delete(bankAccounts).where(eq(bankAccounts.id, id));
}
