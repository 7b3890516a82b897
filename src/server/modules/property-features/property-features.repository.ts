import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { propertyFeatureGroups, propertyFeatures } from '../../db/schema';

export type FeatureRecord = typeof propertyFeatures.$inferSelect;
export type GroupRecord = typeof propertyFeatureGroups.$inferSelect;
type Titles = Pick<GroupRecord, 'title' | 'title_en' | 'title_ru'>;
type FeatureValues = Titles & Pick<FeatureRecord, 'group_id'>;

export const listFeatures = (db: Db, groupId?: number) =>
  db
    .select()
    .from(propertyFeatures)
    .where(groupId === undefined ? undefined : eq(propertyFeatures.group_id, groupId))
    .orderBy(asc(propertyFeatures.title), asc(propertyFeatures.id));

export async function findFeature(db: Db, id: number): Promise<FeatureRecord | undefined> {
  const [row] = await db.select().from(propertyFeatures).where(eq(propertyFeatures.id, id));
  return row;
}

export async function insertFeature(db: Db, values: FeatureValues): Promise<FeatureRecord> {
  const [row] = await db.insert(propertyFeatures).values(values).returning();
  return row!;
}

export async function updateFeature(db: Db, id: number, values: FeatureValues): Promise<FeatureRecord> {
  const [row] = await db
    .update(propertyFeatures)
    .set({ ...values, updated_at: new Date() })
    .where(eq(propertyFeatures.id, id))
    .returning();
  return row!;
}

/** The link table's cascade detaches the feature from every property. */
export async function deleteFeature(db: Db, id: number): Promise<void> {
  await db.delete(propertyFeatures).where(eq(propertyFeatures.id, id));
}

export const listGroups = (db: Db) =>
  db
    .select({ group: propertyFeatureGroups, features_count: count(propertyFeatures.id) })
    .from(propertyFeatureGroups)
    .leftJoin(propertyFeatures, eq(propertyFeatures.group_id, propertyFeatureGroups.id))
    .groupBy(propertyFeatureGroups.id)
    .orderBy(asc(propertyFeatureGroups.title), asc(propertyFeatureGroups.id));

export async function findGroup(db: Db, id: number): Promise<GroupRecord | undefined> {
  const [row] = await db.select().from(propertyFeatureGroups).where(eq(propertyFeatureGroups.id, id));
  return row;
}

export async function countGroupFeatures(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(propertyFeatures)
    .where(eq(propertyFeatures.group_id, id));
  return row?.n ?? 0;
}

export async function insertGroup(db: Db, values: Titles): Promise<GroupRecord> {
  const [row] = await db.insert(propertyFeatureGroups).values(values).returning();
  return row!;
}

export async function updateGroup(db: Db, id: number, values: Titles): Promise<GroupRecord> {
  const [row] = await db
    .update(propertyFeatureGroups)
    .set({ ...values, updated_at: new Date() })
    .where(eq(propertyFeatureGroups.id, id))
    .returning();
  return row!;
}

export async function deleteGroup(db: Db, id: number): Promise<void> {
  await db.delete(propertyFeatureGroups).where(eq(propertyFeatureGroups.id, id));
}
