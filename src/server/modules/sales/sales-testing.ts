import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLogs, customers, properties, saleProperties, sales, users } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

/** Shared set-up of the sales API tests: free units, new buyers, a create body, read-backs. */

export type Api = Awaited<ReturnType<TestApp['as']>>;

export function salesKit(t: TestApp) {
  const used = new Set<number>();
  const prefix = `S${randomBytes(3).toString('hex').toUpperCase()}`;
  let serial = 0;

  /** Units of a complex that are free and in no live sale, not handed out before in this file (added if short). */
  async function freeUnits(buildingId: number, count = 1): Promise<number[]> {
    const rows = await t.db
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          eq(properties.building_id, buildingId),
          eq(properties.status, 'free'),
          isNull(properties.retired_at),
          notExists(
            t.db
              .select({ one: sql`1` })
              .from(saleProperties)
              .where(and(eq(saleProperties.property_id, properties.id), isNull(saleProperties.released_at))),
          ),
        ),
      )
      .orderBy(asc(properties.id));
    const picked = rows
      .map((r) => r.id)
      .filter((id) => !used.has(id))
      .slice(0, count);
    // How many demo units are still free depends on the day the demo was seeded: add any that are missing.
    while (picked.length < count) picked.push(await addFreeUnit(buildingId));
    picked.forEach((id) => used.add(id));
    return picked;
  }

  async function addFreeUnit(buildingId: number): Promise<number> {
    const [row] = await t.db
      .insert(properties)
      .values({
        building_id: buildingId,
        floor: 2,
        number: `${prefix}-U${++serial}`,
        type: 'apartment',
        state: 'white_frame',
        status: 'free',
        total_area: '50.00',
        price_per_m2: '2000',
        total_price: '100000',
        currency: 'USD',
      })
      .returning({ id: properties.id });
    return row!.id;
  }

  async function buyer(first = 'ნინო', last = 'ბერიძე', extra: Partial<typeof customers.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(customers)
      .values({
        type: 'individual',
        first_name: first,
        last_name: last,
        first_name_en: 'Nino',
        last_name_en: last,
        ...extra,
      })
      .returning({ id: customers.id });
    return row!.id;
  }

  const userId = async (username: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

  const contractNo = () => `${prefix}-${++serial}`;

  /** A create body: two-unit-friendly, USD, a first instalment and ten monthly instalments. */
  const body = (units: number[], customerIds: number[], extra: Record<string, unknown> = {}) => ({
    contract_no: contractNo(),
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

  async function create(api: Api, payload: Record<string, unknown>): Promise<number> {
    const res = await api.post('/api/sales', payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  }

  const statuses = async (ids: number[]) => {
    const rows = await t.db
      .select({ id: properties.id, status: properties.status })
      .from(properties)
      .where(inArray(properties.id, ids));
    return ids.map((id) => rows.find((r) => r.id === id)!.status);
  };

  const saleRow = async (id: number) => (await t.db.select().from(sales).where(eq(sales.id, id)))[0];

  const auditOf = (entity: string, id: number) =>
    t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_type, entity), eq(auditLogs.entity_id, String(id))))
      .orderBy(desc(auditLogs.id));

  return { prefix, freeUnits, buyer, userId, contractNo, body, create, statuses, saleRow, auditOf };
}
