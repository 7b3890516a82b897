import { and, asc, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keptWrite } from '../../db/prepared';
import { fromExcluded, INSTALMENT_VALUES } from '../../db/upsert';
import {
  customers,
  payments,
  properties,
  saleCustomers,
  saleProperties,
  sales,
  serviceContainers,
  serviceInstalments,
  serviceLines,
  serviceTypes,
} from '../../db/schema';
import type { PageWindow } from '../../platform/pagination';
import { customerNameColumns } from '../customers/customer-name.sql';
import { orderDebtAsOf, orderOverdueDaysAsOf } from './order-debt.sql';
import type { ServiceOrderKind } from '@shared/services/contracts';

/** The SQL of renovations and service containers: the rows, their lines, instalments and payments. */

export type StoredOrder = typeof serviceContainers.$inferSelect;
export type StoredType = typeof serviceTypes.$inferSelect;
type OrderValues = typeof serviceContainers.$inferInsert;
type InstalmentValues = typeof serviceInstalments.$inferInsert;

// ---------------------------------------------------------------- service types

export const listTypes = (db: Db, active?: boolean) =>
  db
    .select()
    .from(serviceTypes)
    .where(active === undefined ? undefined : eq(serviceTypes.active, active))
    .orderBy(asc(serviceTypes.kind), asc(serviceTypes.name), asc(serviceTypes.id));

export async function findType(db: Db, id: number): Promise<StoredType | undefined> {
  const [row] = await db.select().from(serviceTypes).where(eq(serviceTypes.id, id));
  return row;
}

export const typesByIds = (db: Db, ids: number[]) =>
  ids.length ? db.select().from(serviceTypes).where(inArray(serviceTypes.id, ids)) : Promise.resolve([]);

export async function insertType(db: Db, values: typeof serviceTypes.$inferInsert): Promise<StoredType> {
  const [row] = await db.insert(serviceTypes).values(values).returning();
  return row!;
}

export async function updateType(
  db: Db,
  id: number,
  values: Partial<typeof serviceTypes.$inferInsert>,
): Promise<StoredType | undefined> {
  const [row] = await db
    .update(serviceTypes)
    .set({ ...values, updated_at: new Date() })
    .where(eq(serviceTypes.id, id))
    .returning();
  return row;
}

export async function typeInUse(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: serviceLines.id })
    .from(serviceLines)
    .where(eq(serviceLines.service_type_id, id))
    .limit(1);
  return row !== undefined;
}

export async function deleteType(db: Db, id: number): Promise<void> {
  await db.delete(serviceTypes).where(eq(serviceTypes.id, id));
}

// ---------------------------------------------------------------- orders

/** Locks the renovation or container row for the rest of the transaction: two payments queue up. */
export async function lockOrder(tx: Db, id: number): Promise<StoredOrder | undefined> {
  const [row] = await tx.select().from(serviceContainers).where(eq(serviceContainers.id, id)).for('update');
  return row;
}

/**
 * Locks the renovation or container row as lockOrder does and reads its sale's state beside it, in one
 * statement: a payment checks under the lock that the sale is not closed.
 */
export async function lockOrderWithSale(tx: Db, id: number) {
  const [row] = await tx
    .select({ order: serviceContainers, sale: { status: sales.status, deleted_at: sales.deleted_at } })
    .from(serviceContainers)
    .innerJoin(sales, eq(sales.id, serviceContainers.sale_id))
    .where(eq(serviceContainers.id, id))
    .for('update', { of: serviceContainers });
  return row;
}

export async function findOrder(
  db: Db,
  id: number,
  kind: ServiceOrderKind,
): Promise<StoredOrder | undefined> {
  const [row] = await db
    .select()
    .from(serviceContainers)
    .where(and(eq(serviceContainers.id, id), eq(serviceContainers.kind, kind)));
  return row;
}

export async function renovationOfSale(db: Db, saleId: number): Promise<StoredOrder | undefined> {
  const [row] = await db
    .select()
    .from(serviceContainers)
    .where(and(eq(serviceContainers.sale_id, saleId), eq(serviceContainers.kind, 'renovation')));
  return row;
}

export async function insertOrder(db: Db, values: OrderValues): Promise<StoredOrder> {
  const [row] = await db.insert(serviceContainers).values(values).returning();
  return row!;
}

export async function updateOrder(db: Db, id: number, values: Partial<OrderValues>): Promise<StoredOrder> {
  const [row] = await db
    .update(serviceContainers)
    .set({ ...values, updated_at: new Date() })
    .where(eq(serviceContainers.id, id))
    .returning();
  return row!;
}

export async function deleteOrder(db: Db, id: number): Promise<void> {
  await db.delete(serviceContainers).where(eq(serviceContainers.id, id));
}

export async function replaceLines(
  tx: Db,
  orderId: number,
  lines: Omit<typeof serviceLines.$inferInsert, 'service_container_id'>[],
): Promise<void> {
  await tx.delete(serviceLines).where(eq(serviceLines.service_container_id, orderId));
  if (lines.length)
    await tx.insert(serviceLines).values(lines.map((line) => ({ ...line, service_container_id: orderId })));
}

export const linesOf = (db: Db, orderId: number) =>
  db
    .select({ line: serviceLines, type: serviceTypes })
    .from(serviceLines)
    .innerJoin(serviceTypes, eq(serviceTypes.id, serviceLines.service_type_id))
    .where(eq(serviceLines.service_container_id, orderId))
    .orderBy(asc(serviceLines.position));

export const instalmentsOf = (db: Db, orderId: number) =>
  db
    .select()
    .from(serviceInstalments)
    .where(eq(serviceInstalments.service_container_id, orderId))
    .orderBy(asc(serviceInstalments.number));

/**
 * Inserts or updates the given instalments by number and drops those numbered beyond `count`; drops
 * nothing when `count` is null.
 */
export async function writeInstalments(
  tx: Db,
  orderId: number,
  rows: InstalmentValues[],
  count: number | null,
): Promise<void> {
  if (rows.length)
    await keptWrite(tx, 'service_instalments_upsert', rows, (placeholderRows) =>
      tx
        .insert(serviceInstalments)
        .values(placeholderRows)
        .onConflictDoUpdate({
          target: [serviceInstalments.service_container_id, serviceInstalments.number],
          set: fromExcluded(INSTALMENT_VALUES),
        }),
    );
  if (count !== null)
    await tx
      .delete(serviceInstalments)
      .where(and(eq(serviceInstalments.service_container_id, orderId), gt(serviceInstalments.number, count)));
}

// ---------------------------------------------------------------- payments

/** The payments of a renovation or container as its ledger counts them: date order. */
export const paidOfOrder = (db: Db, order: { id: number; kind: ServiceOrderKind }) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.service_container_id, order.id), eq(payments.mode, order.kind)))
    .orderBy(asc(payments.payment_date), asc(payments.id));

export async function paymentCountOf(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.service_container_id, orderId));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- lists

export type OrderFilters = {
  kind: ServiceOrderKind;
  sale_id?: number;
  status?: string;
  building_ids?: number[];
  overdue?: boolean;
  today: string;
};

function orderConditions(f: OrderFilters, scope: SQL | undefined): SQL | undefined {
  return and(
    eq(serviceContainers.kind, f.kind),
    f.sale_id ? eq(serviceContainers.sale_id, f.sale_id) : undefined,
    f.status ? eq(serviceContainers.status, f.status) : undefined,
    f.building_ids?.length ? inArray(sales.building_id, f.building_ids) : undefined,
    f.overdue ? sql`${serviceContainers.first_unpaid_date} < ${f.today}::date` : undefined,
    isNull(sales.deleted_at),
    scope,
  );
}

export async function countOrders(db: Db, f: OrderFilters, scope: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(serviceContainers)
    .innerJoin(sales, eq(sales.id, serviceContainers.sale_id))
    .where(orderConditions(f, scope));
  return row?.n ?? 0;
}

const orderListColumns = (today: string) => ({
  order: serviceContainers,
  contract_no: sales.contract_no,
  debt: orderDebtAsOf(today),
  overdue_days: orderOverdueDaysAsOf(today),
});

export const listOrders = (db: Db, f: OrderFilters, scope: SQL | undefined, window: PageWindow) =>
  db
    .select(orderListColumns(f.today))
    .from(serviceContainers)
    .innerJoin(sales, eq(sales.id, serviceContainers.sale_id))
    .where(orderConditions(f, scope))
    .orderBy(f.overdue ? desc(orderOverdueDaysAsOf(f.today)) : desc(serviceContainers.id))
    .limit(window.limit)
    .offset(window.offset);

export async function orderFigures(db: Db, id: number, today: string, scope: SQL | undefined) {
  const [row] = await db
    .select(orderListColumns(today))
    .from(serviceContainers)
    .innerJoin(sales, eq(sales.id, serviceContainers.sale_id))
    .where(and(eq(serviceContainers.id, id), scope));
  return row;
}

/** The current buyers of the sales, main buyer first. */
export const buyersOf = (db: Db, saleIds: number[]) =>
  saleIds.length
    ? db
        .select({ sale_id: saleCustomers.sale_id, customer_id: customers.id, customer: customerNameColumns })
        .from(saleCustomers)
        .innerJoin(customers, eq(customers.id, saleCustomers.customer_id))
        .where(and(inArray(saleCustomers.sale_id, saleIds), isNull(saleCustomers.removed_at)))
        .orderBy(asc(saleCustomers.sale_id), asc(saleCustomers.position), asc(saleCustomers.id))
    : Promise.resolve([]);

/** The sale's current units with their areas. */
export const unitsOf = (db: Db, saleId: number) =>
  db
    .select({ id: properties.id, number: properties.number, area: properties.total_area })
    .from(saleProperties)
    .innerJoin(properties, eq(properties.id, saleProperties.property_id))
    .where(and(eq(saleProperties.sale_id, saleId), isNull(saleProperties.released_at)))
    .orderBy(asc(saleProperties.id));

/** Live, not canceled sales a container can be made for, by contract number or buyer's name. */
export function salesForContainers(db: Db, query: string | undefined, scope: SQL | undefined) {
  const like = query ? `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select({ id: sales.id, contract_no: sales.contract_no, currency: sales.payment_ccy })
    .from(sales)
    .where(
      and(
        isNull(sales.deleted_at),
        sql`${sales.status} <> 'canceled'`,
        scope,
        like
          ? or(
              ilike(sales.contract_no, like),
              sql`exists (select 1 from ${saleCustomers} sc join ${customers} c on c.id = sc.customer_id where sc.sale_id = ${sales.id} and sc.removed_at is null and (c.first_name || ' ' || c.last_name || ' ' || c.first_name_en || ' ' || c.last_name_en || ' ' || c.company_name) ilike ${like})`,
            )
          : undefined,
      ),
    )
    .orderBy(desc(sales.id))
    .limit(20);
}

// ---------------------------------------------------------------- service payments list

export type ServicePaymentFilters = {
  mode?: ServiceOrderKind;
  date_from?: string;
  date_to?: string;
  building_ids?: number[];
};

function paymentConditions(f: ServicePaymentFilters, scope: SQL | undefined): SQL | undefined {
  return and(
    f.mode ? eq(payments.mode, f.mode) : inArray(payments.mode, ['renovation', 'container']),
    f.date_from ? sql`${payments.payment_date} >= ${f.date_from}::date` : undefined,
    f.date_to ? sql`${payments.payment_date} <= ${f.date_to}::date` : undefined,
    f.building_ids?.length ? inArray(sales.building_id, f.building_ids) : undefined,
    scope,
  );
}

export async function countServicePayments(db: Db, f: ServicePaymentFilters, scope: SQL | undefined) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .innerJoin(sales, eq(sales.id, payments.sale_id))
    .where(paymentConditions(f, scope));
  return row?.n ?? 0;
}

export function servicePaymentTotals(db: Db, f: ServicePaymentFilters, scope: SQL | undefined) {
  return db
    .select({ currency: serviceContainers.currency, amount: sql<string>`sum(${payments.amount})::text` })
    .from(payments)
    .innerJoin(serviceContainers, eq(serviceContainers.id, payments.service_container_id))
    .innerJoin(sales, eq(sales.id, payments.sale_id))
    .where(paymentConditions(f, scope))
    .groupBy(serviceContainers.currency)
    .orderBy(asc(serviceContainers.currency));
}

export function listServicePayments(
  db: Db,
  f: ServicePaymentFilters,
  scope: SQL | undefined,
  window: PageWindow,
) {
  return db
    .select({
      payment: payments,
      title: serviceContainers.title,
      currency: serviceContainers.currency,
      contract_no: sales.contract_no,
    })
    .from(payments)
    .innerJoin(serviceContainers, eq(serviceContainers.id, payments.service_container_id))
    .innerJoin(sales, eq(sales.id, payments.sale_id))
    .where(paymentConditions(f, scope))
    .orderBy(desc(payments.payment_date), desc(payments.id))
    .limit(window.limit)
    .offset(window.offset);
}
