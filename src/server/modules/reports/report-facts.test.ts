import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyRates, sales, users } from '../../db/schema';
import { freeUnits, insertComplex, insertCustomer, postSale, saleBody } from '../../test/factories';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';
import { periodGrains } from './report-facts';

/**
 * The kept sums (report_facts, migrations 0021 and 0022) against the payments and instalments they sum: after
 * every kind of change a sale, its payments, its schedule or the rates go through, the folded and
 * unfolded rows together equal a fresh sum of the lines.
 */

let t: TestApp;
let admin: Api;
let customer: number;
let complex: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2024-06-15T09:00:00Z') });
  admin = await t.as('admin', 'en');
  customer = await insertCustomer(t.db, { first_name_en: 'Nino' });
  complex = (await insertComplex(t.db, { name: 'ანგარიშების ჯამები' })).id;
});
afterAll(() => t.close());

const SUMS = [
  'n',
  'amount',
  'amount_gel',
  'amount_usd',
  'paid',
  'paid_gel',
  'paid_usd',
  'unpaid',
  'unpaid_gel',
  'unpaid_usd',
];
const summed = SUMS.map((c) => `sum(${c})::numeric(16,2)::text as ${c}`).join(', ');
const nonZero = SUMS.map((c) => `sum(${c}) <> 0`).join(' or ');
const KEYS = 'grain, period::text as period, kind, building_id, responsible_user_id, status, currency';

async function rows(query: string) {
  const result = await t.db.execute(sql.raw(query));
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** The kept sums of the test's complex equal a fresh sum of its live sales' lines, key by key. */
async function agree() {
  const kept = await rows(
    `select ${KEYS}, ${summed} from report_facts where building_id = ${complex}
     group by 1, 2, 3, 4, 5, 6, 7 having ${nonZero} order by 1, 2, 3, 4, 5, 6, 7`,
  );
  // Each line at both levels: per manager and status, and per complex with only canceled sales apart.
  const live = `case when l.status = 'canceled' then 'canceled' else 'live' end`;
  const month = `date_trunc('month', l.day)::date`;
  const fresh = await rows(
    `select g.grain, g.period::text as period, l.kind, l.building_id, g.responsible_user_id, g.status, l.currency,
       ${summed} from report_fact_lines l
       cross join lateral (values ('day', l.day, l.responsible_user_id, l.status),
         ('month', ${month}, l.responsible_user_id, l.status),
         ('day_total', l.day, null::integer, ${live}), ('month_total', ${month}, null::integer, ${live})
       ) g(grain, period, responsible_user_id, status)
     where l.deleted_at is null and l.building_id = ${complex}
     group by 1, 2, 3, 4, 5, 6, 7 having ${nonZero} order by 1, 2, 3, 4, 5, 6, 7`,
  );
  expect(kept).toEqual(fresh);
  return kept;
}

/** How many payments of the sale's own money (kind 'sale') or instalments the complex's month rows hold. */
async function keptCount(kind: 'sale' | 'instalment') {
  const [row] = await rows(
    `select coalesce(sum(n), 0)::int as n from report_facts
     where grain = 'month' and kind = '${kind}' and building_id = ${complex}`,
  );
  return Number(row!.n);
}

const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);

describe('the kept sums of the reports', () => {
  it('agree with the payments and instalments through every change of a sale, its money and the rates', async () => {
    const [unit] = await freeUnits(t.db, complex);
    const saleId = await postSale(
      admin,
      saleBody([unit!], [customer], {
        contract_start_date: '2024-01-10',
        first_installment_amount: '0',
        first_installment_date: null,
        schedule: { start_month: '2024-02', count: 5 },
      }),
    );
    await agree();
    expect(await keptCount('instalment')).toBe(5);

    await t.db.insert(currencyRates).values([
      { currency: 'USD', date: '2024-01-01', rate: '2.650000', valid_from_date: '2024-01-01' },
      { currency: 'EUR', date: '2024-01-01', rate: '2.900000', valid_from_date: '2024-01-01' },
    ]);
    await agree();

    const pay = async (amount: string, currency: string, payment_date: string) => {
      const res = await admin.post('/api/payments/pay', {
        sale_id: saleId,
        amount,
        currency,
        payment_date,
        payment_type: 'bank_transfer',
        ...(currency === 'GEL' ? { sale_rate: '2.65' } : {}),
      });
      ok(res);
      return res.json().id as number;
    };
    const first = await pay('1500.25', 'USD', '2024-02-12');
    const second = await pay('2650.00', 'GEL', '2024-03-01');
    await agree();
    expect(await keptCount('sale')).toBe(2);

    ok(
      await admin.put(`/api/payments/${first}`, {
        amount: '900.10',
        currency: 'USD',
        payment_date: '2024-04-02',
      }),
    );
    await agree();
    ok(await admin.delete(`/api/payments/sale/${second}/${saleId}`));
    await agree();
    expect(await keptCount('sale')).toBe(1);

    // A rate between two others moves the lari and dollar figures of the days it now decides.
    await t.db
      .insert(currencyRates)
      .values({ currency: 'USD', date: '2024-03-20', rate: '2.700000', valid_from_date: '2024-03-20' });
    await agree();
    await t.db.delete(currencyRates).where(eq(currencyRates.date, '2024-03-20'));
    await agree();

    const [manager] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'sales_manager'));
    await t.db.update(sales).set({ responsible_user_id: manager!.id }).where(eq(sales.id, saleId));
    await agree();
    ok(await admin.post(`/api/sales/${saleId}/status`, { status: 'canceled', reason: 'x' }));
    await agree();
    ok(await admin.post(`/api/sales/${saleId}/delete-with-comment`, { comment: 'gone' }));
    await agree();
    expect([await keptCount('instalment'), await keptCount('sale')]).toEqual([0, 0]);
    await t.db.update(sales).set({ deleted_at: null }).where(eq(sales.id, saleId));
    await agree();
    expect(await keptCount('sale')).toBe(1);

    const [{ folded }] = (await rows('select report_facts_fold() as folded')) as [{ folded: number }];
    expect(folded).toBeGreaterThan(0);
    await agree();
    expect(await rows('select 1 from report_facts where not folded')).toEqual([]);

    await t.db.delete(sales).where(eq(sales.id, saleId));
    await agree();
    expect([await keptCount('instalment'), await keptCount('sale')]).toEqual([0, 0]);
  });
});

describe('a period in kept sums', () => {
  it('reads whole months from the month rows and the ragged ends from the day rows', () => {
    expect(periodGrains({ from: '2025-11-27', to: '2026-11-27' })).toEqual({
      months: { from: '2025-12-01', to: '2026-10-01' },
      days: [
        { from: '2025-11-27', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-27' },
      ],
    });
    expect(periodGrains({ from: '2024-01-01', to: '2024-02-29' })).toEqual({
      months: { from: '2024-01-01', to: '2024-02-01' },
      days: [],
    });
    expect(periodGrains({ from: '2024-05-15', to: '2024-06-20' })).toEqual({
      months: null,
      days: [{ from: '2024-05-15', to: '2024-06-20' }],
    });
    expect(periodGrains({ from: '2024-12-31', to: '2025-02-01' })).toEqual({
      months: { from: '2025-01-01', to: '2025-01-01' },
      days: [
        { from: '2024-12-31', to: '2024-12-31' },
        { from: '2025-02-01', to: '2025-02-01' },
      ],
    });
  });
});
