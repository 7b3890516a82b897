import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, sales, scheduleVersions, users } from '../../db/schema';
import { insertSale, insertUser } from '../../test/factories';
import { ledgerState } from '../../test/read-backs';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Api;
let adminName: string;

const previewBody = (extra: Record<string, unknown> = {}) => ({
  amount: '20000',
  start_month: '2025-01',
  count: 10,
  payment_day: 31,
  formula: '1200:4,1700:3',
  ...extra,
});

const versionsOf = (saleId: number) =>
  t.db.select().from(scheduleVersions).where(eq(scheduleVersions.sale_id, saleId));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin', 'en');
  const [a] = await t.db.select().from(users).where(eq(users.username, 'admin'));
  adminName = `${a!.first_name} ${a!.last_name}`;
});
afterAll(() => t.close());

describe('POST /api/getPaymentScheduler', () => {
  it('previews a formula schedule that adds up to the cent, the first instalment first', async () => {
    const res = await admin.post(
      '/api/getPaymentScheduler',
      previewBody({ first_installment_amount: '5000', first_installment_date: '2024-12-20' }),
    );
    expect(res.statusCode).toBe(200);
    const { rows, total } = res.json();
    expect(total).toBe('25000.00');
    expect(rows.map((r: { amount: string }) => r.amount)).toEqual([
      '5000.00',
      '1200.00',
      '1200.00',
      '1200.00',
      '1200.00',
      '1700.00',
      '1700.00',
      '1700.00',
      '3366.66',
      '3366.66',
      '3366.68',
    ]);
    expect(rows[0]).toEqual({ number: 1, date: '2024-12-20', amount: '5000.00', first: true });
    // Day 31 falls back to the month's last day.
    expect(rows.slice(1, 4).map((r: { date: string }) => r.date)).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
    ]);
    const cents = rows.reduce(
      (sum: number, r: { amount: string }) => sum + Math.round(Number(r.amount) * 100),
      0,
    );
    expect(cents).toBe(2_500_000);
  });

  it('spreads the remainder to the cent with the rounding on the last instalment, by end month too', async () => {
    const res = await admin.post('/api/getPaymentScheduler', {
      amount: '1000',
      start_month: '2025-03',
      end_month: '2025-05',
      payment_day: 15,
    });
    expect(res.json().rows.map((r: { amount: string; date: string }) => [r.date, r.amount])).toEqual([
      ['2025-03-15', '333.33'],
      ['2025-04-15', '333.33'],
      ['2025-05-15', '333.34'],
    ]);
  });

  it.each([
    [
      'formula',
      { formula: '1200:4,1700:3', amount: '9000' },
      'The formula asks for more than the amount to schedule',
    ],
    ['formula', { formula: '100:11' }, 'The formula has more instalments than the schedule'],
    [
      'formula',
      { formula: '1200x4' },
      'Write the formula as amount:count pairs separated by commas (e.g. 1200:4,1700:3)',
    ],
    [
      'formula',
      { formula: '1200:4', count: 4 },
      'The formula fills every instalment but leaves part of the amount unscheduled',
    ],
    ['count', { count: '' }, 'Give the number of instalments or the last month'],
    ['end_month', { count: '', end_month: '2024-06' }, 'The last month is before the first one'],
    ['first_installment_date', { first_installment_amount: '100' }, 'Required field'],
    [
      'first_installment_date',
      { first_installment_amount: '100', first_installment_date: '2025-02-01' },
      'Instalment dates must go in ascending order',
    ],
    ['start_month', { start_month: '2025-13' }, 'Invalid format'],
  ])('answers 422 naming %s (case %#)', async (field, change, message) => {
    const res = await admin.post('/api/getPaymentScheduler', previewBody(change));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [field]: [message] });
  });

  it('is a read: accountants and own-only users may preview; others may not', async () => {
    expect(
      (await (await t.as('accountant', 'en')).post('/api/getPaymentScheduler', previewBody())).statusCode,
    ).toBe(200);
    expect(
      (await (await t.as('client_manager', 'en')).post('/api/getPaymentScheduler', previewBody())).statusCode,
    ).toBe(200);
    const refused = await (
      await t.as('property_registrar', 'en')
    ).post('/api/getPaymentScheduler', previewBody());
    expect(refused.statusCode).toBe(403);
    expect((await t.anonymous().post('/api/getPaymentScheduler', previewBody())).statusCode).toBe(401);
  });
});

describe('POST /api/sales/addPaymentSchedule', () => {
  it("generates from the sale's price less its first instalment, as a new version with its diff", async () => {
    const sale = await insertSale(t.db, {
      price: '12500',
      discount: '500',
      first_installment_amount: '2000',
      first_installment_date: '2024-01-15',
    });
    const res = await admin.post('/api/sales/addPaymentSchedule', {
      sale_id: sale.id,
      params: { start_month: '2024-02', count: 3, payment_day: 10 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sale_id: sale.id,
      version: 2,
      total: '12000.00',
      rows: [
        { number: 1, date: '2024-01-15', amount: '2000.00', first: true, paid: '0.00' },
        { number: 2, date: '2024-02-10', amount: '3333.33', first: false, paid: '0.00' },
        { number: 3, date: '2024-03-10', amount: '3333.33', first: false, paid: '0.00' },
        { number: 4, date: '2024-04-10', amount: '3333.34', first: false, paid: '0.00' },
      ],
    });
    const ledger = await ledgerState(t.db, sale.id);
    expect(ledger.sale.scheduled_total).toBe('12000.00');
    expect(ledger.instalments.map((i) => i.cumulative_amount)).toEqual([
      '2000.00',
      '5333.33',
      '8666.66',
      '12000.00',
    ]);

    const versions = await admin.get(`/api/sales/${sale.id}/schedule-versions`);
    expect(versions.statusCode).toBe(200);
    const [latest, first] = versions.json();
    expect(latest).toMatchObject({ version: 2, reason: 'generated', created_by_name: adminName });
    expect(first).toMatchObject({ version: 1, reason: 'created', created_by_name: null });
    expect(latest.diff).toEqual([
      {
        number: 1,
        change: 'changed',
        before: { date: '2024-01-10', amount: '12000.00' },
        after: { date: '2024-01-15', amount: '2000.00' },
      },
      { number: 2, change: 'added', before: null, after: { date: '2024-02-10', amount: '3333.33' } },
      { number: 3, change: 'added', before: null, after: { date: '2024-03-10', amount: '3333.33' } },
      { number: 4, change: 'added', before: null, after: { date: '2024-04-10', amount: '3333.34' } },
    ]);

    // Rows edited by hand: one moved, one amount shifted to the next; the diff names just those.
    const edited = await admin.post('/api/sales/addPaymentSchedule', {
      sale_id: sale.id,
      reason: 'Client asked to move March',
      rows: [
        { date: '2024-01-15', amount: '2000', first: true },
        { date: '2024-02-10', amount: '3333.33' },
        { date: '2024-03-20', amount: '3000' },
        { date: '2024-04-10', amount: '3666.67' },
      ],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().version).toBe(3);
    const [third] = (await admin.get(`/api/sales/${sale.id}/schedule-versions`)).json();
    expect(third.reason).toBe('Client asked to move March');
    expect(third.diff).toEqual([
      {
        number: 3,
        change: 'changed',
        before: { date: '2024-03-10', amount: '3333.33' },
        after: { date: '2024-03-20', amount: '3000.00' },
      },
      {
        number: 4,
        change: 'changed',
        before: { date: '2024-04-10', amount: '3333.34' },
        after: { date: '2024-04-10', amount: '3666.67' },
      },
    ]);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_type, 'sale'), eq(auditLogs.entity_id, String(sale.id))));
    expect(audit.some((a) => JSON.stringify(a.changes).includes('"schedule_version"'))).toBe(true);
  });

  it('refuses rows that do not add up, go negative or go back in time, and saves nothing', async () => {
    const sale = await insertSale(t.db, { price: '12000' });
    const before = await ledgerState(t.db, sale.id);
    const short = await admin.post('/api/sales/addPaymentSchedule', {
      sale_id: sale.id,
      rows: [
        { date: '2024-02-01', amount: '6000' },
        { date: '2024-03-01', amount: '5999' },
      ],
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('The schedule adds up to 11999.00, not the contract price 12000.00');
    expect(short.json().errors).toEqual({
      rows: ['The schedule adds up to 11999.00, not the contract price 12000.00'],
    });
    const negative = await admin.post('/api/sales/addPaymentSchedule', {
      sale_id: sale.id,
      rows: [
        { date: '2024-02-01', amount: '12001' },
        { date: '2024-03-01', amount: '-1' },
      ],
    });
    expect(negative.statusCode).toBe(422);
    const backwards = await admin.post('/api/sales/addPaymentSchedule', {
      sale_id: sale.id,
      rows: [
        { date: '2024-03-01', amount: '6000' },
        { date: '2024-02-01', amount: '6000' },
      ],
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ rows: ['Instalment dates must go in ascending order'] });
    const neither = await admin.post('/api/sales/addPaymentSchedule', { sale_id: sale.id });
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors).toEqual({
      rows: ['Give the schedule rows or the parameters to generate them'],
    });
    const tooMuch = await admin.post('/api/sales/addPaymentSchedule', {
      sale_id: sale.id,
      params: { start_month: '2024-02', count: 2, payment_day: 5, formula: '7000:2' },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors).toEqual({
      'params.formula': ['The formula asks for more than the amount to schedule'],
    });
    expect(await versionsOf(sale.id)).toHaveLength(1);
    expect(await ledgerState(t.db, sale.id)).toEqual(before);
  });

  it("locks a signed sale's schedule unless the user may change signed schedules", async () => {
    const sale = await insertSale(t.db, { price: '5000', is_signed: true });
    const body = {
      sale_id: sale.id,
      rows: [
        { date: '2024-02-01', amount: '2500' },
        { date: '2024-03-01', amount: '2500' },
      ],
    };
    const manager = await t.as('sales_manager', 'en');
    const refused = await manager.post('/api/sales/addPaymentSchedule', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message:
        'The contract is signed: only a user allowed to change signed schedules can change its schedule',
      missing_permission: 'edit_signed_schedules',
    });
    expect(await versionsOf(sale.id)).toHaveLength(1);
    expect((await admin.post('/api/sales/addPaymentSchedule', body)).statusCode).toBe(200);
    expect(await versionsOf(sale.id)).toHaveLength(2);
    // Not signed: the sales manager may.
    await t.db.update(sales).set({ is_signed: false }).where(eq(sales.id, sale.id));
    expect((await manager.post('/api/sales/addPaymentSchedule', body)).statusCode).toBe(200);
  });

  it('refuses canceled and trashed sales (409), though their versions stay readable', async () => {
    const canceled = await insertSale(t.db, { price: '1000', status: 'canceled' });
    const trashed = await insertSale(t.db, { price: '1000' });
    await t.db.update(sales).set({ deleted_at: new Date() }).where(eq(sales.id, trashed.id));
    for (const sale of [canceled, trashed]) {
      const res = await admin.post('/api/sales/addPaymentSchedule', {
        sale_id: sale.id,
        rows: [{ date: '2024-02-01', amount: '1000' }],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'The sale is canceled or deleted: its schedule and payments can be read but no longer changed',
      );
      expect((await admin.get(`/api/sales/${sale.id}/schedule-versions`)).json()).toHaveLength(1);
    }
    expect(
      (await admin.post('/api/sales/addPaymentSchedule', { sale_id: 999999, rows: [] })).statusCode,
    ).toBe(422);
    expect(
      (
        await admin.post('/api/sales/addPaymentSchedule', {
          sale_id: 999999,
          rows: [{ date: '2024-02-01', amount: '1' }],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('follows who may see the sale: building scope, own-only, accountants read-only', async () => {
    await insertUser(t.db, 'vake_seller', ['view_sales', 'edit_sales'], [1]);
    const ownerId = await insertUser(t.db, 'own_seller', ['view_only_own_sales', 'edit_sales']);
    const vake = await insertSale(t.db, {
      building_id: 1,
      price: '1000',
      responsible_user_id: ownerId,
    });
    const saburtalo = await insertSale(t.db, { building_id: 2, price: '1000' });
    const body = (id: number) => ({ sale_id: id, rows: [{ date: '2024-05-01', amount: '1000' }] });

    const limited = await t.as('vake_seller', 'en');
    expect((await limited.post('/api/sales/addPaymentSchedule', body(vake.id))).statusCode).toBe(200);
    expect((await limited.post('/api/sales/addPaymentSchedule', body(saburtalo.id))).statusCode).toBe(404);
    expect((await limited.get(`/api/sales/${saburtalo.id}/schedule-versions`)).statusCode).toBe(404);

    const own = await t.as('own_seller', 'en');
    expect((await own.post('/api/sales/addPaymentSchedule', body(vake.id))).statusCode).toBe(200);
    expect((await own.post('/api/sales/addPaymentSchedule', body(saburtalo.id))).statusCode).toBe(404);
    expect((await own.get(`/api/sales/${vake.id}/schedule-versions`)).json()).toHaveLength(3);
    expect((await own.get(`/api/sales/${saburtalo.id}/schedule-versions`)).statusCode).toBe(404);

    const accountant = await t.as('accountant', 'en');
    expect((await accountant.get(`/api/sales/${saburtalo.id}/schedule-versions`)).statusCode).toBe(200);
    expect((await accountant.post('/api/sales/addPaymentSchedule', body(saburtalo.id))).statusCode).toBe(403);
    const clientManager = await t.as('client_manager', 'en');
    expect((await clientManager.post('/api/sales/addPaymentSchedule', body(saburtalo.id))).statusCode).toBe(
      403,
    );
    expect(
      (await (await t.as('property_registrar', 'en')).get(`/api/sales/${vake.id}/schedule-versions`))
        .statusCode,
    ).toBe(403);
  });
});
