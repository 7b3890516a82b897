import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { BarterItemType, BarterStatus } from '@shared/barter/contracts';
import type { Locale } from '@shared/i18n/locales';
import type { Db } from '../../db/client';
import { localizedNameSql } from '../../platform/localized-name';
import { barterDeals, barterProperties, buildings, customers, documents, properties } from '../../db/schema';
import { customerDisplayName } from '../customers/customer-name.sql';
import type { AuthUser } from '../../platform/access';
import { buildingScope } from '../../platform/building-scope';
import type { PageWindow } from '../../platform/pagination';

export type Scope = Pick<AuthUser, 'permissions' | 'buildingIds'>;
export type DealRecord = typeof barterDeals.$inferSelect;
export type DealValues = typeof barterDeals.$inferInsert;

export interface DealFilters {
  search?: string | undefined;
  status?: BarterStatus | undefined;
  item_type?: BarterItemType | undefined;
  building_id?: number | undefined;
  customer_id?: number | undefined;
  id?: number | undefined;
}

/**
 * Building scoping of a deal: without all_buildings_access a user sees a deal only when every one of its
 * units is in their buildings, so nobody sees or changes a deal that touches another complex.
 */
function inScope(user: Scope): SQL | undefined {
  const scope = buildingScope(user, properties.building_id);
  if (!scope) return undefined;
  return sql`not exists (select 1 from ${barterProperties} join ${properties} on ${properties.id} = ${barterProperties.property_id} where ${barterProperties.barter_id} = ${barterDeals.id} and not (${scope}))`;
}

function where(user: Scope, f: DealFilters): SQL | undefined {
  const like = f.search ? `%${f.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    inScope(user),
    f.id === undefined ? undefined : eq(barterDeals.id, f.id),
    f.status ? eq(barterDeals.status, f.status) : undefined,
    f.item_type ? eq(barterDeals.item_type, f.item_type) : undefined,
    f.customer_id === undefined ? undefined : eq(barterDeals.customer_id, f.customer_id),
    f.building_id === undefined
      ? undefined
      : sql`exists (select 1 from ${barterProperties} join ${properties} on ${properties.id} = ${barterProperties.property_id} where ${barterProperties.barter_id} = ${barterDeals.id} and ${properties.building_id} = ${f.building_id})`,
    like
      ? sql`(${customerDisplayName} ilike ${like} or ${barterDeals.description} ilike ${like} or coalesce(${barterDeals.vehicle_brand}, '') ilike ${like} or coalesce(${barterDeals.vehicle_model}, '') ilike ${like} or ${barterDeals.note} ilike ${like} or exists (select 1 from ${barterProperties} join ${properties} on ${properties.id} = ${barterProperties.property_id} where ${barterProperties.barter_id} = ${barterDeals.id} and ${properties.number} ilike ${like}))`
      : undefined,
  );
}

export async function countDeals(db: Db, user: Scope, f: DealFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(barterDeals)
    .innerJoin(customers, eq(customers.id, barterDeals.customer_id))
    .where(where(user, f));
  return row?.n ?? 0;
}

export function listDeals(db: Db, user: Scope, f: DealFilters, window?: PageWindow) {
  const query = db
    .select({
      deal: barterDeals,
      customer_name: customerDisplayName,
      documents_count: sql<number>`(select count(*)::int from ${documents} where ${documents.owner_type} = 'barter' and ${documents.owner_id} = ${barterDeals.id})`,
    })
    .from(barterDeals)
    .innerJoin(customers, eq(customers.id, barterDeals.customer_id))
    .where(where(user, f))
    .orderBy(desc(barterDeals.deal_date), desc(barterDeals.id));
  return window ? query.limit(window.limit).offset(window.offset) : query;
}
export type DealListRecord = Awaited<ReturnType<typeof listDeals>>[number];

/** The deal (locked when writing) if the user may see it. */
export async function findDeal(
  db: Db,
  user: Scope,
  id: number,
  lock = false,
): Promise<DealRecord | undefined> {
  const query = db
    .select()
    .from(barterDeals)
    .where(and(eq(barterDeals.id, id), inScope(user)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function unitsOf(db: Db, dealIds: number[], locale: Locale) {
  if (!dealIds.length) return Promise.resolve([]);
  return db
    .select({
      barter_id: barterProperties.barter_id,
      id: properties.id,
      building_id: properties.building_id,
      building_name: localizedNameSql(buildings, locale),
      block: properties.block,
      floor: properties.floor,
      number: properties.number,
      status: properties.status,
      total_area: properties.total_area,
      released_at: barterProperties.released_at,
    })
    .from(barterProperties)
    .innerJoin(properties, eq(properties.id, barterProperties.property_id))
    .innerJoin(buildings, eq(buildings.id, properties.building_id))
    .where(inArray(barterProperties.barter_id, dealIds))
    .orderBy(asc(properties.building_id), asc(properties.id));
}

/** The units the user may see among these ids, locked for the deal's transaction. */
export function lockUnits(db: Db, user: Scope, ids: number[]) {
  return db
    .select({
      id: properties.id,
      number: properties.number,
      block: properties.block,
      status: properties.status,
    })
    .from(properties)
    .where(and(inArray(properties.id, ids), buildingScope(user, properties.building_id)))
    .for('update');
}

export async function insertDeal(db: Db, values: DealValues): Promise<DealRecord> {
  const [row] = await db.insert(barterDeals).values(values).returning();
  return row!;
}

export async function updateDeal(db: Db, id: number, values: Partial<DealValues>): Promise<DealRecord> {
  const [row] = await db
    .update(barterDeals)
    .set({ ...values, updated_at: new Date() })
    .where(eq(barterDeals.id, id))
    .returning();
  return row!;
}

export async function deleteDeal(db: Db, id: number): Promise<void> {
  await db.delete(barterDeals).where(eq(barterDeals.id, id));
}

/** Live units of the deal (not released). */
export async function liveUnitIds(db: Db, dealId: number): Promise<number[]> {
  const rows = await db
    .select({ id: barterProperties.property_id })
    .from(barterProperties)
    .where(and(eq(barterProperties.barter_id, dealId), isNull(barterProperties.released_at)));
  return rows.map((r) => r.id);
}

/** Adds units to a deal, or takes back one released earlier (one multi-row statement). */
export async function attachUnits(db: Db, dealId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .insert(barterProperties)
    .values(ids.map((property_id) => ({ barter_id: dealId, property_id })))
    .onConflictDoUpdate({
      target: [barterProperties.barter_id, barterProperties.property_id],
      set: { released_at: null },
    });
}

export async function releaseUnits(db: Db, dealId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(barterProperties)
    .set({ released_at: new Date() })
    .where(
      and(
        eq(barterProperties.barter_id, dealId),
        inArray(barterProperties.property_id, ids),
        isNull(barterProperties.released_at),
      ),
    );
}
