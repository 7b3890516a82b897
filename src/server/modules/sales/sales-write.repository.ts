import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  advancePayments,
  agents,
  banks,
  buildings,
  customers,
  invoices,
  payments,
  properties,
  saleCustomers,
  saleProperties,
  sales,
  users,
} from '../../db/schema';
import { buildingScope } from '../../platform/building-scope';
import { saleScope } from './sale-access.repository';
import { responsibleCondition } from './sale-responsible.repository';
import type { Scope, StoredSale } from './sales.repository';

/** Writes of sales and the look-ups their checks need; the service holds the transaction. */

export type SaleValues = typeof sales.$inferInsert;

/** Locks a live or trashed sale the user may see, for the rest of the transaction. */
export async function lockSale(
  db: Db,
  user: Scope,
  id: number,
  kind: 'live' | 'trashed' | 'any',
): Promise<StoredSale | undefined> {
  const [row] = await db
    .select()
    .from(sales)
    .where(
      and(
        eq(sales.id, id),
        kind === 'any'
          ? undefined
          : kind === 'live'
            ? isNull(sales.deleted_at)
            : sql`${sales.deleted_at} is not null`,
        saleScope(user),
      ),
    )
    .for('update');
  return row;
}

export async function contractNoTaken(db: Db, contractNo: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(
      and(
        eq(sales.contract_no, contractNo),
        isNull(sales.deleted_at),
        exceptId === undefined ? undefined : ne(sales.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function responsibleAllowed(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), responsibleCondition));
  return row !== undefined;
}

export async function agentActive(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.id, id), eq(agents.active, true)));
  return row !== undefined;
}

export async function bankExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: banks.id }).from(banks).where(eq(banks.id, id));
  return row !== undefined;
}

/** The units the user may see among `ids`, with their complex and status. */
export function visibleUnits(db: Db, user: Scope, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      id: properties.id,
      building_id: properties.building_id,
      status: properties.status,
      number: properties.number,
    })
    .from(properties)
    .where(and(inArray(properties.id, ids), buildingScope(user, properties.building_id)));
}

export async function insertSale(db: Db, values: SaleValues): Promise<StoredSale> {
  const [row] = await db.insert(sales).values(values).returning();
  return row!;
}

export async function updateSale(db: Db, id: number, values: Partial<SaleValues>): Promise<StoredSale> {
  const [row] = await db
    .update(sales)
    .set({ ...values, updated_at: new Date() })
    .where(eq(sales.id, id))
    .returning();
  return row!;
}

export async function insertUnits(db: Db, saleId: number, units: { property_id: number; price: string }[]) {
  if (units.length) await db.insert(saleProperties).values(units.map((u) => ({ sale_id: saleId, ...u })));
}

/** The units the sale holds now (not released). */
export function heldUnits(db: Db, saleId: number) {
  return db
    .select({ id: saleProperties.id, property_id: saleProperties.property_id, price: saleProperties.price })
    .from(saleProperties)
    .where(and(eq(saleProperties.sale_id, saleId), isNull(saleProperties.released_at)));
}

export async function setUnitPrice(db: Db, rowId: number, price: string): Promise<void> {
  await db.update(saleProperties).set({ price }).where(eq(saleProperties.id, rowId));
}

/** Releases held units (all, or those given) at `at`; answers the units released. */
export async function releaseUnits(
  db: Db,
  saleId: number,
  at: Date,
  propertyIds?: number[],
): Promise<number[]> {
  const rows = await db
    .update(saleProperties)
    .set({ released_at: at })
    .where(
      and(
        eq(saleProperties.sale_id, saleId),
        isNull(saleProperties.released_at),
        propertyIds ? inArray(saleProperties.property_id, propertyIds) : undefined,
      ),
    )
    .returning({ property_id: saleProperties.property_id });
  return rows.map((r) => r.property_id);
}

export async function unitStatuses(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: properties.id, status: properties.status })
    .from(properties)
    .where(inArray(properties.id, ids));
  return new Map(rows.map((r) => [r.id, r.status]));
}

export async function insertCustomers(db: Db, saleId: number, customerIds: number[], firstPosition = 0) {
  if (customerIds.length)
    await db
      .insert(saleCustomers)
      .values(
        customerIds.map((customer_id, i) => ({ sale_id: saleId, customer_id, position: firstPosition + i })),
      );
}

export function currentCustomers(db: Db, saleId: number) {
  return db
    .select({
      id: saleCustomers.id,
      customer_id: saleCustomers.customer_id,
      position: saleCustomers.position,
    })
    .from(saleCustomers)
    .where(and(eq(saleCustomers.sale_id, saleId), isNull(saleCustomers.removed_at)))
    .orderBy(saleCustomers.position, saleCustomers.id);
}

export async function removeCustomers(db: Db, rowIds: number[], at: Date, reason: string): Promise<void> {
  if (rowIds.length)
    await db
      .update(saleCustomers)
      .set({ removed_at: at, removal_reason: reason })
      .where(inArray(saleCustomers.id, rowIds));
}

export async function setCustomerPosition(db: Db, rowId: number, position: number): Promise<void> {
  await db.update(saleCustomers).set({ position }).where(eq(saleCustomers.id, rowId));
}

export async function paymentCount(db: Db, saleId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.sale_id, saleId));
  return row?.n ?? 0;
}

export async function invoiceCount(db: Db, saleId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(eq(invoices.sale_id, saleId));
  return row?.n ?? 0;
}

/** Deletes the sale's payments of the sale itself (not renovation); answers what was deleted. */
export function deleteSalePayments(db: Db, saleId: number) {
  return db
    .delete(payments)
    .where(and(eq(payments.sale_id, saleId), eq(payments.mode, 'sale')))
    .returning();
}

export async function deleteSale(db: Db, id: number): Promise<void> {
  await db.delete(sales).where(eq(sales.id, id));
}

/** Locks advance payments for applying them to a sale. */
export function lockAdvances(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(advancePayments).where(inArray(advancePayments.id, ids)).for('update');
}

/** Advances applied to a sale whose payment rows are gone: they become open again. */
export async function unlinkAdvances(db: Db, ids: number[]): Promise<void> {
  if (ids.length)
    await db
      .update(advancePayments)
      .set({ sale_id: null, updated_at: new Date() })
      .where(inArray(advancePayments.id, ids));
}

/** Look-ups of the import: complexes, units by number, customers by code, users by name, agents by code. */
export const allBuildings = (db: Db) =>
  db
    .select({
      id: buildings.id,
      name: buildings.name,
      name_en: buildings.name_en,
      name_ru: buildings.name_ru,
    })
    .from(buildings);

export function unitsByNumber(db: Db, buildingId: number, block: string | null, numbers: string[]) {
  if (!numbers.length) return Promise.resolve([]);
  return db
    .select({ id: properties.id, number: properties.number, price: properties.total_price })
    .from(properties)
    .where(
      and(
        eq(properties.building_id, buildingId),
        sql`coalesce(${properties.block}, '') = ${block ?? ''}`,
        inArray(properties.number, numbers),
        ne(properties.status, 'retired'),
      ),
    );
}

export function customersByCode(db: Db, codes: string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db
    .select({ id: customers.id, personal_id: customers.personal_id, company_id: customers.company_id })
    .from(customers)
    .where(or(inArray(customers.personal_id, codes), inArray(customers.company_id, codes)));
}

export async function userByName(db: Db, username: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row?.id;
}

export async function agentByCode(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(or(eq(agents.personal_id, code), eq(agents.company_id, code)));
  return row?.id;
}

/** Locks the sale row and answers its renovation price (services keep it equal to the renovation's total). */
export async function lockRenovationPrice(db: Db, id: number) {
  const [row] = await db
    .select({ renovation_price: sales.renovation_price })
    .from(sales)
    .where(eq(sales.id, id))
    .for('update');
  return row;
}
