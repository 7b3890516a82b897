import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { tbilisiToday } from '@shared/dates/date-formats';
import { fromMinor, toMinor, type Currency } from '@shared/money/money';
import type { Db } from '../../db/client';
import { saleCustomers, saleProperties, sales } from '../../db/schema';
import { saveSchedule, type ScheduleRowData } from '../../modules/sales/sale-ledger.service';
import type { Api } from '../test-app';
import { insertCustomer } from './customers';
import { freeUnit } from './inventory';

/**
 * Sales two ways: straight in the database for the tests of what hangs off a sale (schedules, payments,
 * overdue, invoices), their schedule saved through the ledger exactly as the sales routes leave it; and
 * the create body the sales routes' own tests post.
 */

/** What a file's contract numbers start with (vitest gives each file its own module graph). */
export const CONTRACT_NO_PREFIX = `S${randomBytes(3).toString('hex').toUpperCase()}`;
let serial = 0;

export const uniqueContractNo = () => `${CONTRACT_NO_PREFIX}-${++serial}`;

export type InsertedSale = { id: number; contract_no: string; customer_id: number; property_id: number };

export type SaleOptions = {
  building_id?: number;
  /** The unit sold; left out: a free unit of the complex. */
  property_id?: number;
  /** The buyers in order; left out: one new buyer. */
  customer_ids?: number[];
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
  contract_no?: string;
};

const SYSTEM = { userId: null, ip: null };

/** A sale made straight in the database: a 12,000 USD contract of 10 January 2024 unless the options say otherwise. */
export async function insertSale(db: Db, options: SaleOptions = {}): Promise<InsertedSale> {
  const buildingId = options.building_id ?? 1;
  const price = options.price ?? '12000.00';
  const discount = options.discount ?? '0';
  const total = fromMinor(toMinor(price) - toMinor(discount));
  const start = options.contract_start_date ?? '2024-01-10';
  const contractNo = options.contract_no ?? uniqueContractNo();
  const customerIds = options.customer_ids ?? [
    await insertCustomer(db, { first_name_en: 'Test', last_name_en: 'ბერიძე' }),
  ];
  const propertyId = options.property_id ?? (await freeUnit(db, buildingId));
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
    await tx
      .insert(saleCustomers)
      .values(customerIds.map((customer_id, position) => ({ sale_id: sale!.id, customer_id, position })));
    const rows = options.rows ?? [{ date: start, amount: total }];
    await saveSchedule(tx, sale!.id, rows, 'created', SYSTEM, tbilisiToday(new Date()));
    return sale!.id;
  });
  return { id, contract_no: contractNo, customer_id: customerIds[0]!, property_id: propertyId };
}

/** Removes sales made here with everything hanging off them (units, buyers, schedule, payments). */
export async function deleteSales(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(sales).where(inArray(sales.id, ids));
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

/** A create body for POST /api/sales: 50,000 USD a unit, a first instalment and ten monthly instalments. */
export const saleBody = (units: number[], customerIds: number[], extra: Record<string, unknown> = {}) => ({
  contract_no: uniqueContractNo(),
  contract_type: 'contract_main',
  contract_lang: 'ge',
  contract_start_date: '2026-01-15',
  payment_day: 10,
  properties: units.map((property_id) => ({ property_id, price: '50000.00' })),
  customer_ids: customerIds,
  payment_ccy: 'USD',
  first_installment_amount: '10000',
  first_installment_date: '2026-01-20',
  schedule: { start_month: '2026-02', count: 10 },
  ...extra,
});

/** Creates a sale through the API; answers its id. */
export async function postSale(api: Api, payload: Record<string, unknown>): Promise<number> {
  const res = await api.post('/api/sales', payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}
