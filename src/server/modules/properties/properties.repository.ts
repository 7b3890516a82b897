import type { Locale } from '@shared/i18n/locales';
import { localizedNameSql } from '../../platform/localized-name';
import { and, asc, eq, getTableColumns, inArray, ne, or, sql } from 'drizzle-orm';
import type { PropertyStatus } from '@shared/properties/enums';
import type { Db } from '../../db/client';
import {
  buildings,
  properties,
  propertyFeatureLinks,
  propertyFeatures,
  propertyPriceHistory,
} from '../../db/schema';
import type { AuthUser } from '../../platform/access';
import { buildingScope } from '../../platform/building-scope';

export type Scope = Pick<AuthUser, 'permissions' | 'buildingIds'>;
export type StoredProperty = typeof properties.$inferSelect;
export type PropertyRecord = StoredProperty & { building_name: string };
export type PropertyValues = typeof properties.$inferInsert;
export type PriceHistoryValues = typeof propertyPriceHistory.$inferInsert;

/** '12' before '101': numbers are text ('12a'), so they are compared left-padded. */
export const naturalNumber = sql`lpad(${properties.number}, 20, '0')`;

/** A unit's columns and its complex's name in the reader's language. */
export const withBuilding = (locale: Locale) => ({
  ...getTableColumns(properties),
  building_name: localizedNameSql(buildings, locale),
});

/**
 * A unit the user may see, or undefined: another building's unit looks exactly like a missing one. The
 * complex is named in `locale` (Georgian for the audit's before-and-after).
 */
export async function findProperty(
  db: Db,
  user: Scope,
  id: number,
  locale: Locale = 'ka',
): Promise<PropertyRecord | undefined> {
  const [row] = await db
    .select(withBuilding(locale))
    .from(properties)
    .innerJoin(buildings, eq(buildings.id, properties.building_id))
    .where(and(eq(properties.id, id), buildingScope(user, properties.building_id)));
  return row;
}

/** Of these units, the ids of those in the user's complexes (the same scope as findProperty). */
export async function visiblePropertyIds(db: Db, user: Scope, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(inArray(properties.id, ids), buildingScope(user, properties.building_id)));
  return new Set(rows.map((r) => r.id));
}

export async function findBuilding(db: Db, user: Scope, id: number) {
  const [row] = await db
    .select({ id: buildings.id, blocks: buildings.blocks })
    .from(buildings)
    .where(and(eq(buildings.id, id), buildingScope(user, buildings.id)));
  return row;
}

export async function featureIdsByProperty(db: Db, ids: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (!ids.length) return map;
  const rows = await db
    .select()
    .from(propertyFeatureLinks)
    .where(inArray(propertyFeatureLinks.property_id, ids))
    .orderBy(propertyFeatureLinks.feature_id);
  for (const r of rows) map.set(r.property_id, [...(map.get(r.property_id) ?? []), r.feature_id]);
  return map;
}

export function featuresOf(db: Db, id: number) {
  return db
    .select({
      id: propertyFeatures.id,
      group_id: propertyFeatures.group_id,
      title: propertyFeatures.title,
      title_en: propertyFeatures.title_en,
      title_ru: propertyFeatures.title_ru,
    })
    .from(propertyFeatureLinks)
    .innerJoin(propertyFeatures, eq(propertyFeatures.id, propertyFeatureLinks.feature_id))
    .where(eq(propertyFeatureLinks.property_id, id))
    .orderBy(propertyFeatures.id);
}

export async function existingFeatureIds(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: propertyFeatures.id })
    .from(propertyFeatures)
    .where(inArray(propertyFeatures.id, ids));
  return rows.map((r) => r.id);
}

export async function setFeatures(db: Db, propertyIds: number[], featureIds: number[]): Promise<void> {
  await db.delete(propertyFeatureLinks).where(inArray(propertyFeatureLinks.property_id, propertyIds));
  const links = propertyIds.flatMap((property_id) =>
    [...new Set(featureIds)].map((feature_id) => ({ property_id, feature_id })),
  );
  if (links.length) await db.insert(propertyFeatureLinks).values(links);
}

/** One multi-row INSERT, whatever the number of units. */
export function insertProperties(db: Db, values: PropertyValues[]) {
  return db.insert(properties).values(values).returning();
}

/** Updates the unit only while it still has the status it was read with; undefined when it has not. */
export async function updatePropertyIf(
  db: Db,
  id: number,
  status: PropertyStatus,
  values: Partial<PropertyValues>,
) {
  const [row] = await db
    .update(properties)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(properties.id, id), eq(properties.status, status)))
    .returning();
  return row;
}

/**
 * The conditional UPDATE every status change goes through: of two requests for the same unit only the one
 * that still finds the expected status changes a row; under PostgreSQL the second waits for the first's row
 * lock, re-reads the row and matches nothing.
 */
export async function moveStatus(db: Db, user: Scope, id: number, from: PropertyStatus, to: PropertyStatus) {
  const [row] = await db
    .update(properties)
    .set({ status: to, updated_at: new Date(), ...(to === 'retired' ? { retired_at: new Date() } : {}) })
    .where(
      and(eq(properties.id, id), eq(properties.status, from), buildingScope(user, properties.building_id)),
    )
    .returning({ id: properties.id });
  return row !== undefined;
}

export async function deleteFreeProperty(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(properties)
    .where(and(eq(properties.id, id), eq(properties.status, 'free')))
    .returning({ id: properties.id });
  return rows.length > 0;
}

export async function insertPriceHistory(db: Db, rows: PriceHistoryValues[]): Promise<void> {
  if (rows.length) await db.insert(propertyPriceHistory).values(rows);
}

export function priceHistoryOf(db: Db, id: number) {
  return db
    .select()
    .from(propertyPriceHistory)
    .where(eq(propertyPriceHistory.property_id, id))
    .orderBy(asc(propertyPriceHistory.created_at), asc(propertyPriceHistory.id));
}

/** Price changes after creation, and split parents or parts: what makes a unit worth keeping. */
export async function hasHistory(db: Db, record: PropertyRecord): Promise<boolean> {
  if (record.parent_id !== null) return true;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(properties)
    .where(eq(properties.parent_id, record.id));
  if (row?.n) return true;
  const [change] = await db
    .select({ id: propertyPriceHistory.id })
    .from(propertyPriceHistory)
    .where(and(eq(propertyPriceHistory.property_id, record.id), ne(propertyPriceHistory.reason, 'created')))
    .limit(1);
  return change !== undefined;
}

const relativeColumns = {
  id: properties.id,
  number: properties.number,
  status: properties.status,
  total_area: properties.total_area,
};

export function relatives(db: Db, record: PropertyRecord) {
  return db
    .select({ ...relativeColumns, parent_id: properties.parent_id })
    .from(properties)
    .where(
      or(
        eq(properties.parent_id, record.id),
        record.parent_id === null ? undefined : eq(properties.id, record.parent_id),
      ),
    )
    .orderBy(asc(naturalNumber), asc(properties.id));
}

/** Live numbers of a building's block among `numbers`. */
export async function takenNumbers(
  db: Db,
  buildingId: number,
  block: string | null,
  numbers: string[],
): Promise<string[]> {
  if (!numbers.length) return [];
  const rows = await db
    .select({ number: properties.number })
    .from(properties)
    .where(
      and(
        eq(properties.building_id, buildingId),
        sql`coalesce(${properties.block}, '') = ${block ?? ''}`,
        ne(properties.status, 'retired'),
        inArray(properties.number, numbers),
      ),
    );
  return rows.map((r) => r.number);
}

export async function setPlanFile(db: Db, id: number, fileId: string): Promise<void> {
  await db
    .update(properties)
    .set({ plan_file_id: fileId, updated_at: new Date() })
    .where(eq(properties.id, id));
}
