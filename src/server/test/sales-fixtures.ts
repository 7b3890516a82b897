import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { fromMinor, toMinor, type Currency } from '@shared/money/money';
import type { Db } from '../db/client';
import {
  customers,
  properties,
  saleCustomers,
  saleInstalments,
  saleProperties,
  sales,
  users,
} from '../db/schema';
import { saveSchedule, type ScheduleRowData } from '../modules/sales/sale-ledger.service';

/**
 * Sales made straight in the database for the money routes' tests (schedules, payments, overdue): a
 * free unit of a complex, a new buyer, the sale, and its schedule saved through the ledger
 * (saveSchedule), exactly as the sales routes leave them.
 */

export type SaleFixture = { id: number; contract_no: string; customer_id: number; property_id: number };

export type SaleFixtureOptions = {
  building_id?: number;
  payment_ccy?: Currency;
  /** The price; total_price = price - discount. */
  price?: string;
  discount?: string;
  first_installment_amount?: string;
  first_installment_date?: string | null;
  contract_start_date?: string;
  /** The schedule; left out: one instalment of the whole price on contract_start_date. */
  rows?: ScheduleRowData[];
  is_signed?: boolean;
  automatic_recalculation?: boolean;
  responsible_user_id?: number | null;
  status?: 'active' | 'defective' | 'overdue' | 'cancellation_candidate' | 'canceled';
  customer_id?: number;
  contract_no?: string;
};

const SYSTEM = { userId: null, ip: null };

export async function addCustomer(db: Db, first = 'ნინო', last = 'ბერიძე'): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({
      type: 'individual',
      first_name: first,
      last_name: last,
      first_name_en: 'Test',
      last_name_en: last,
    })
    .returning({ id: customers.id });
  return row!.id;
}

/** A unit of the complex that is free and in no live sale. */
export async function freeUnit(db: Db, buildingId: number): Promise<number> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.building_id, buildingId),
        eq(properties.status, 'free'),
        isNull(properties.retired_at),
        notExists(
          db
            .select({ one: sql`1` })
            .from(saleProperties)
            .where(and(eq(saleProperties.property_id, properties.id), isNull(saleProperties.released_at))),
        ),
      ),
    )
    .orderBy(asc(properties.id))
    .limit(1);
  if (!row) throw new Error(`no free unit left in building ${buildingId}`);
  return row.id;
}

export async function createSaleFixture(db: Db, options: SaleFixtureOptions = {}): Promise<SaleFixture> {
  const buildingId = options.building_id ?? 1;
  const price = options.price ?? '12000.00';
  const discount = options.discount ?? '0';
  const total = fromMinor(toMinor(price) - toMinor(discount));
  const start = options.contract_start_date ?? '2024-01-10';
  const contractNo = options.contract_no ?? `T-${randomBytes(4).toString('hex')}`;
  const customerId = options.customer_id ?? (await addCustomer(db));
  const propertyId = await freeUnit(db, buildingId);
  const id = await db.transaction(async (tx) => {
    const [sale] = await tx
      .insert(sales)
      .values({
        status: options.status ?? 'active',
        contract_no: contractNo,
        contract_start_date: start,
        building_id: buildingId,
        payment_ccy: options.payment_ccy ?? 'USD',
        price,
        discount,
        total_price: total,
        first_installment_amount: options.first_installment_amount ?? '0',
        first_installment_date: options.first_installment_date ?? null,
        is_signed: options.is_signed ?? false,
        automatic_recalculation: options.automatic_recalculation ?? false,
        responsible_user_id: options.responsible_user_id ?? null,
      })
      .returning({ id: sales.id });
    await tx.insert(saleProperties).values({ sale_id: sale!.id, property_id: propertyId, price });
    await tx.insert(saleCustomers).values({ sale_id: sale!.id, customer_id: customerId, position: 0 });
    await saveSchedule(tx, sale!.id, options.rows ?? [{ date: start, amount: total }], 'created', SYSTEM);
    return sale!.id;
  });
  return { id, contract_no: contractNo, customer_id: customerId, property_id: propertyId };
}

/** What the ledger keeps for a sale: its balance columns and every instalment row. */
export async function ledgerState(db: Db, saleId: number) {
  const [sale] = await db
    .select({
      status: sales.status,
      scheduled_total: sales.scheduled_total,
      paid_amount: sales.paid_amount,
      credit_amount: sales.credit_amount,
      first_unpaid_date: sales.first_unpaid_date,
    })
    .from(sales)
    .where(eq(sales.id, saleId));
  const instalments = await db
    .select({
      number: saleInstalments.number,
      due_date: saleInstalments.due_date,
      amount: saleInstalments.amount,
      cumulative_amount: saleInstalments.cumulative_amount,
      is_first: saleInstalments.is_first,
      paid_amount: saleInstalments.paid_amount,
    })
    .from(saleInstalments)
    .where(eq(saleInstalments.sale_id, saleId))
    .orderBy(asc(saleInstalments.number));
  return { sale: sale!, instalments };
}

/** Monthly rows of equal amounts from a YYYY-MM-DD date: n rows adding up to n * amount. */
export function monthlyRows(from: string, count: number, amount: string): ScheduleRowData[] {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = y * 12 + (m - 1) + i;
    const month = String((index % 12) + 1).padStart(2, '0');
    return { date: `${Math.floor(index / 12)}-${month}-${String(Math.min(d, 28)).padStart(2, '0')}`, amount };
  });
}

/** A user holding exactly these permissions (no role), limited to these complexes; answers the id. */
export async function addUser(
  db: Db,
  username: string,
  permissions: string[],
  buildingIds: number[] = [],
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      username,
      email: `${username}@test.ge`,
      first_name: 'Test',
      last_name: username,
      password_hash: 'x',
      permissions,
      building_ids: buildingIds,
    })
    .returning({ id: users.id });
  return row!.id;
}

/** Removes fixture sales with everything hanging off them (units, buyers, schedule, payments). */
export async function dropSaleFixtures(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(sales).where(inArray(sales.id, ids));
}
