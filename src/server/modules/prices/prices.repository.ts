import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PricedUnit } from '@shared/prices/rules';
import type { Db } from '../../db/client';
import { buildings, priceListItems, priceLists, properties, propertyPriceHistory } from '../../db/schema';
import type { AuthUser } from '../../platform/access';
import { buildingScope } from '../../platform/building-scope';

export type Scope = Pick<AuthUser, 'permissions' | 'buildingIds'>;

type PriceListValues = typeof priceLists.$inferInsert;
export type PriceListItemValues = typeof priceListItems.$inferInsert;
type PriceHistoryValues = typeof propertyPriceHistory.$inferInsert;

/** '12' before '101': numbers are text ('12a'), so they are compared left-padded (as the unit lists do). */
const naturalNumber = sql`lpad(${properties.number}, 20, '0')`;

const listColumns = {
  id: priceLists.id,
  building_id: priceLists.building_id,
  building_name: buildings.name,
  title: priceLists.title,
  valid_from: priceLists.valid_from,
  source: priceLists.source,
  rule: priceLists.rule,
  file_id: priceLists.file_id,
  status: priceLists.status,
  created_by: priceLists.created_by,
  applied_at: priceLists.applied_at,
  applied_by: priceLists.applied_by,
  created_at: priceLists.created_at,
  items_count: sql<number>`(select count(*)::int from ${priceListItems} where ${priceListItems.price_list_id} = ${priceLists.id})`,
};

/** The user's complexes' lists, newest validity first. */
export function listPriceLists(db: Db, user: Scope, buildingId: number | undefined) {
  return db
    .select(listColumns)
    .from(priceLists)
    .innerJoin(buildings, eq(buildings.id, priceLists.building_id))
    .where(
      and(
        buildingScope(user, priceLists.building_id),
        buildingId === undefined ? undefined : eq(priceLists.building_id, buildingId),
      ),
    )
    .orderBy(desc(priceLists.valid_from), desc(priceLists.id));
}

/** A list the user may see, or undefined: another complex's list looks exactly like a missing one. */
export async function findPriceList(db: Db, user: Scope, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(priceLists)
    .innerJoin(buildings, eq(buildings.id, priceLists.building_id))
    .where(and(eq(priceLists.id, id), buildingScope(user, priceLists.building_id)));
  return row;
}

export function itemsOf(db: Db, listId: number) {
  return db
    .select({
      ...priceListItemColumns,
      number: properties.number,
      block: properties.block,
      floor: properties.floor,
    })
    .from(priceListItems)
    .innerJoin(properties, eq(properties.id, priceListItems.property_id))
    .where(eq(priceListItems.price_list_id, listId))
    .orderBy(asc(properties.block), asc(properties.floor), asc(naturalNumber), asc(properties.id));
}

const priceListItemColumns = {
  property_id: priceListItems.property_id,
  line: priceListItems.line,
  old_price_per_m2: priceListItems.old_price_per_m2,
  new_price_per_m2: priceListItems.new_price_per_m2,
  old_total_price: priceListItems.old_total_price,
  new_total_price: priceListItems.new_total_price,
  currency: priceListItems.currency,
};

const unitColumns = {
  id: properties.id,
  building_id: properties.building_id,
  block: properties.block,
  floor: properties.floor,
  number: properties.number,
  status: properties.status,
  total_area: properties.total_area,
  price_per_m2: properties.price_per_m2,
  total_price: properties.total_price,
  currency: properties.currency,
};

/** Every unit of a complex (retired and sold ones too), in chessboard order. */
export function unitsOfBuilding(db: Db, buildingId: number): Promise<PricedUnit[]> {
  return db
    .select(unitColumns)
    .from(properties)
    .where(eq(properties.building_id, buildingId))
    .orderBy(asc(properties.block), asc(properties.floor), asc(naturalNumber), asc(properties.id));
}

/** Units by id within the user's buildings; `lock` takes their row locks for the rest of the transaction. */
export function unitsByIds(db: Db, user: Scope, ids: number[], lock = false): Promise<PricedUnit[]> {
  if (!ids.length) return Promise.resolve([]);
  const query = db
    .select(unitColumns)
    .from(properties)
    .where(and(inArray(properties.id, ids), buildingScope(user, properties.building_id)))
    .orderBy(asc(properties.id));
  return lock ? query.for('update') : query;
}

export async function findBuilding(db: Db, user: Scope, id: number) {
  const [row] = await db
    .select({ id: buildings.id, name: buildings.name })
    .from(buildings)
    .where(and(eq(buildings.id, id), buildingScope(user, buildings.id)));
  return row;
}

export async function insertPriceList(db: Db, values: PriceListValues) {
  const [row] = await db.insert(priceLists).values(values).returning();
  return row!;
}

/** Changes a list only while it is a draft; undefined when it is not (any more). */
export async function updateDraft(db: Db, id: number, values: Partial<PriceListValues>) {
  const [row] = await db
    .update(priceLists)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(priceLists.id, id), eq(priceLists.status, 'draft')))
    .returning();
  return row;
}

/** One multi-row INSERT after clearing the list's items. */
export async function replaceItems(
  db: Db,
  listId: number,
  items: Omit<PriceListItemValues, 'price_list_id'>[],
) {
  await db.delete(priceListItems).where(eq(priceListItems.price_list_id, listId));
  if (items.length)
    await db.insert(priceListItems).values(items.map((i) => ({ ...i, price_list_id: listId })));
}

export async function deleteDraft(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(priceLists)
    .where(and(eq(priceLists.id, id), eq(priceLists.status, 'draft')))
    .returning({ id: priceLists.id });
  return rows.length > 0;
}

/**
 * One UPDATE for all units: each gets its new price per m² and total, while it is still in the complex and
 * not sold, bartered or retired. Returns the ids it changed.
 */
export async function setPrices(
  db: Db,
  buildingId: number,
  prices: { id: number; price_per_m2: string; total_price: string }[],
): Promise<number[]> {
  if (!prices.length) return [];
  const values = sql.join(
    prices.map((p) => sql`(${p.id}::int, ${p.price_per_m2}::numeric, ${p.total_price}::numeric)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update ${properties}
    set price_per_m2 = v.price_per_m2, total_price = v.total_price, updated_at = now()
    from (values ${values}) as v(id, price_per_m2, total_price)
    where ${properties.id} = v.id
      and ${properties.building_id} = ${buildingId}
      and ${properties.status} not in ('sold', 'barter', 'retired')
    returning ${properties.id} as id`);
  // node-postgres and PGlite both answer { rows }.
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

/** One multi-row INSERT of the units' new prices into their history. */
export async function insertPriceHistory(db: Db, rows: PriceHistoryValues[]): Promise<void> {
  if (rows.length) await db.insert(propertyPriceHistory).values(rows);
}
