import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PropertyState } from '@shared/properties/enums';
import type { Db } from '../../db/client';
import { bankAccounts, banks, buildings, properties, users } from '../../db/schema';
import type { AuthUser } from '../../platform/access';
import { buildingScope } from '../../platform/building-scope';

export type BuildingRecord = typeof buildings.$inferSelect;
type BuildingValues = Omit<BuildingRecord, 'id' | 'created_at' | 'updated_at'>;

function where(user: AuthUser, search: string | undefined): SQL | undefined {
  const like = search ? `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    buildingScope(user, buildings.id),
    like
      ? or(
          ilike(buildings.name, like),
          ilike(buildings.name_en, like),
          ilike(buildings.name_ru, like),
          ilike(buildings.cad_code, like),
          ilike(buildings.address, like),
          ilike(buildings.company_name, like),
        )
      : undefined,
  );
}

export const listBuildings = (db: Db, user: AuthUser, search?: string) =>
  db.select().from(buildings).where(where(user, search)).orderBy(asc(buildings.name), asc(buildings.id));

export async function findBuilding(db: Db, user: AuthUser, id: number): Promise<BuildingRecord | undefined> {
  const [row] = await db
    .select()
    .from(buildings)
    .where(and(eq(buildings.id, id), buildingScope(user, buildings.id)));
  return row;
}

export function accountsOf(db: Db, buildingIds: number[]) {
  return db
    .select({ account: bankAccounts, bank: { name: banks.title, name_en: banks.title_en, code: banks.code } })
    .from(bankAccounts)
    .innerJoin(banks, eq(banks.id, bankAccounts.bank_id))
    .where(inArray(bankAccounts.building_id, buildingIds))
    .orderBy(sql`${bankAccounts.building_block} nulls first`, asc(bankAccounts.id));
}

/** Live units by status; split originals ('retired') are history, not stock. */
export function propertyCounts(db: Db, buildingIds: number[]) {
  return db
    .select({ building_id: properties.building_id, status: properties.status, n: count() })
    .from(properties)
    .where(and(inArray(properties.building_id, buildingIds), ne(properties.status, 'retired')))
    .groupBy(properties.building_id, properties.status);
}

export async function hasProperties(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.building_id, id))
    .limit(1);
  return row !== undefined;
}

/** Which of these blocks still hold units or bank accounts of the complex. */
export async function blocksInUse(db: Db, id: number, blocks: string[]): Promise<string[]> {
  if (blocks.length === 0) return [];
  const [units, accounts] = await Promise.all([
    db
      .selectDistinct({ block: properties.block })
      .from(properties)
      .where(and(eq(properties.building_id, id), inArray(properties.block, blocks))),
    db
      .selectDistinct({ block: bankAccounts.building_block })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.building_id, id), inArray(bankAccounts.building_block, blocks))),
  ]);
  return [...new Set([...units, ...accounts].map((r) => r.block!))];
}

export async function statesInUse(db: Db, id: number, states: PropertyState[]): Promise<PropertyState[]> {
  if (states.length === 0) return [];
  const rows = await db
    .selectDistinct({ state: properties.state })
    .from(properties)
    .where(and(eq(properties.building_id, id), inArray(properties.state, states)));
  return rows.map((r) => r.state);
}

export async function insertBuilding(db: Db, values: BuildingValues): Promise<BuildingRecord> {
  const [row] = await db.insert(buildings).values(values).returning();
  return row!;
}

export async function updateBuilding(db: Db, id: number, values: BuildingValues): Promise<BuildingRecord> {
  const [row] = await db
    .update(buildings)
    .set({ ...values, updated_at: new Date() })
    .where(eq(buildings.id, id))
    .returning();
  return row!;
}

export async function deleteBuilding(db: Db, id: number): Promise<void> {
  await db.delete(buildings).where(eq(buildings.id, id));
}

/** Adds a complex to a user's list, returning the list before and after. */
export async function grantBuilding(db: Db, userId: number, buildingId: number) {
  const [before] = await db.select({ ids: users.building_ids }).from(users).where(eq(users.id, userId));
  const ids = [...new Set([...(before?.ids ?? []), buildingId])].sort((a, b) => a - b);
  await db.update(users).set({ building_ids: ids, updated_at: new Date() }).where(eq(users.id, userId));
  return { before: before?.ids ?? [], after: ids };
}
