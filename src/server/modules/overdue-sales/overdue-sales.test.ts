import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, tbilisiToday } from '@shared/dates/date-formats';
import { auditLogs, sales, users } from '../../db/schema';
import {
  freeUnits,
  insertCustomer,
  insertSale,
  insertServiceType,
  insertUser,
  monthlyRows,
  postSale,
  saleBody,
  type SaleOptions,
} from '../../test/factories';
import { ledgerState } from '../../test/read-backs';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';
import { overdueList, runOverdueJob } from './overdue-sales.service';

let t: TestApp;
let admin: Api;
const tag = `OD-${randomBytes(3).toString('hex')}`;
let serial = 0;

/** Two instalments of 1000 USD due 10 Jan and 10 Feb 2024, nothing paid. */
const overdueCandidate = (extra: SaleOptions = {}) =>
  insertSale(t.db, {
    price: '2000',
    rows: monthlyRows('2024-01-10', 2, '1000.00'),
    contract_no: `${tag}-${++serial}`,
    ...extra,
  });

const statusOf = async (id: number) =>
  (await t.db.select({ status: sales.status }).from(sales).where(eq(sales.id, id)))[0]!.status;

const statusAudits = (id: number) =>
  t.db
    .select()
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.entity_type, 'sale'),
        eq(auditLogs.entity_id, String(id)),
        sql`${auditLogs.changes} ? 'status'`,
      ),
    )
    .orderBy(auditLogs.id);

const daysSince = (date: string) =>
  Math.round((Date.parse(`${tbilisiToday()}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);

beforeAll(async () => {
  t = await createTestApp({ env: { OVERDUE_GRACE_DAYS: '5', CANCELLATION_CANDIDATE_DAYS: '30' } });
  admin = await t.as('admin', 'en');
});
afterAll(() => t.close());

describe('the overdue job', () => {
  it('marks overdue after the grace days and cancellation candidate after the configured days, once, audited', async () => {
    const sale = await overdueCandidate();
    const defective = await overdueCandidate({ status: 'defective' });
    const canceled = await overdueCandidate({ status: 'canceled' });
    const trashed = await overdueCandidate();
    await t.db.update(sales).set({ deleted_at: new Date() }).where(eq(sales.id, trashed.id));
    const [{ changed: createdAt }] = (await t.db
      .select({ changed: sales.status_changed_at })
      .from(sales)
      .where(eq(sales.id, sale.id))) as [{ changed: Date }];

    expect((await runOverdueJob(t.app.deps, '2024-01-15')).overdue).not.toContain(sale.id);
    expect(await statusOf(sale.id)).toBe('active');

    const first = await runOverdueJob(t.app.deps, '2024-01-16');
    expect(first.ran).toBe(true);
    expect(first.overdue).toContain(sale.id);
    expect(await statusOf(sale.id)).toBe('overdue');
    const [changedAt] = await t.db
      .select({ at: sales.status_changed_at })
      .from(sales)
      .where(eq(sales.id, sale.id));
    expect(changedAt!.at.getTime()).toBeGreaterThan(createdAt.getTime());
    const audits = await statusAudits(sale.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'update', user_id: null });
    expect(audits[0]!.changes).toEqual({
      status: { before: 'active', after: 'overdue' },
      status_reason: { before: null, after: 'overdue_job' },
    });

    // Safe to run twice: nothing more happens that day.
    const again = await runOverdueJob(t.app.deps, '2024-01-16');
    expect(again.overdue).not.toContain(sale.id);
    expect(await statusAudits(sale.id)).toHaveLength(1);

    expect((await runOverdueJob(t.app.deps, '2024-02-09')).candidates).not.toContain(sale.id);
    const later = await runOverdueJob(t.app.deps, '2024-02-10');
    expect(later.candidates).toContain(sale.id);
    expect(await statusOf(sale.id)).toBe('cancellation_candidate');
    const after = await statusAudits(sale.id);
    expect(after).toHaveLength(2);
    expect(after[1]!.changes).toMatchObject({
      status: { before: 'overdue', after: 'cancellation_candidate' },
    });

    expect(await statusOf(defective.id)).toBe('defective');
    expect(await statusOf(canceled.id)).toBe('canceled');
    expect(await statusOf(trashed.id)).toBe('active');
  });

  it('two runs at once change each sale once', async () => {
    const sale = await overdueCandidate();
    const runs = await Promise.all([
      runOverdueJob(t.app.deps, '2024-01-20'),
      runOverdueJob(t.app.deps, '2024-01-20'),
    ]);
    expect(runs.flatMap((r) => r.overdue).filter((id) => id === sale.id)).toHaveLength(1);
    expect(await statusAudits(sale.id)).toHaveLength(1);
  });

  it.runIf(inject('postgresTemplate'))(
    'with several server processes only the holder of the lock runs it',
    async () => {
      const sale = await overdueCandidate();
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(5510001)`);
        // Another connection of the pool, as another process would be.
        expect(await runOverdueJob(t.app.deps, '2024-01-20')).toEqual({
          ran: false,
          overdue: [],
          candidates: [],
        });
      });
      expect(await statusOf(sale.id)).toBe('active');
    },
  );

  it('runs as a registered job of the scheduler, as of today', async () => {
    const sale = await overdueCandidate();
    await t.app.scheduler.runNow('sales.overdue');
    // Its instalments are long past: overdue and then, past 30 days, a cancellation candidate.
    expect(await statusOf(sale.id)).toBe('cancellation_candidate');
  });

  it('a payment that clears the debt returns the sale to active; one that does not, leaves it overdue', async () => {
    // Payments apply the rule as of today: instalments 20 and 10 days late, within the 30 of a candidate.
    const sale = await overdueCandidate({
      rows: [
        { date: addDays(tbilisiToday(), -20), amount: '1000.00' },
        { date: addDays(tbilisiToday(), -10), amount: '1000.00' },
      ],
    });
    await runOverdueJob(t.app.deps);
    expect(await statusOf(sale.id)).toBe('overdue');
    const pay = (amount: string) =>
      admin.post('/api/payments/pay', {
        sale_id: sale.id,
        amount,
        currency: 'USD',
        payment_date: tbilisiToday(),
      });
    expect((await pay('1500')).statusCode).toBe(200);
    expect(await statusOf(sale.id)).toBe('overdue');
    expect((await pay('500')).statusCode).toBe(200);
    expect(await statusOf(sale.id)).toBe('active');
    const audits = await statusAudits(sale.id);
    expect(audits.at(-1)!.changes).toMatchObject({
      status: { before: 'overdue', after: 'active' },
      status_reason: { after: 'debt_cleared' },
    });
  });
});

describe('a sale written already behind its schedule (grace 5 days, candidate after 30)', () => {
  const daysAgo = (days: number) => addDays(tbilisiToday(), -days);
  const overdueIds = async () =>
    (await admin.get(`/api/overdue-sales?perpage=50&contract_no=${tag}`))
      .json()
      .data.map((r: { id: number }) => r.id);

  /** POST /api/sales of one unit whose whole price fell due on `due`. */
  const entered = async (due: string) => {
    const [unit] = await freeUnits(t.db, 1);
    const buyer = await insertCustomer(t.db, { first_name_en: 'Late', last_name_en: 'Buyer' });
    return postSale(
      admin,
      saleBody([unit!], [buyer], {
        contract_no: `${tag}-${++serial}`,
        contract_start_date: daysAgo(60),
        first_installment_amount: '0',
        first_installment_date: null,
        schedule: undefined,
        schedule_rows: [{ date: due, amount: '50000.00' }],
      }),
    );
  };

  it('is overdue on entry, listed at once and can be marked a cancellation candidate', async () => {
    const id = await entered(daysAgo(20));
    expect(await statusOf(id)).toBe('overdue');
    expect(await overdueIds()).toContain(id);
    const marked = await admin.post('/api/overdue-sales', { sale_ids: [id] });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().updated).toEqual([id]);
    expect(await statusOf(id)).toBe('cancellation_candidate');
  });

  it('within the grace days stays active; past the candidate days is a cancellation candidate at once', async () => {
    const recent = await entered(daysAgo(5));
    expect(await statusOf(recent)).toBe('active');
    const old = await entered(daysAgo(31));
    expect(await statusOf(old)).toBe('cancellation_candidate');
    expect(
      (await statusAudits(old)).map((a) => a.changes).filter((changes) => 'status_reason' in changes),
    ).toEqual([
      {
        status: { before: 'active', after: 'overdue' },
        status_reason: { before: null, after: 'overdue_job' },
      },
      {
        status: { before: 'overdue', after: 'cancellation_candidate' },
        status_reason: { before: null, after: 'overdue_job' },
      },
    ]);
  });

  it('becomes overdue when a schedule change or a deleted payment leaves it behind', async () => {
    const sale = await overdueCandidate({ rows: [{ date: addDays(tbilisiToday(), 30), amount: '2000.00' }] });
    const moved = await admin.post('/api/sales/addPaymentSchedule', {
      sale_id: sale.id,
      rows: [{ date: daysAgo(10), amount: '2000.00' }],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await statusOf(sale.id)).toBe('overdue');

    const paid = await overdueCandidate({ rows: [{ date: daysAgo(10), amount: '2000.00' }] });
    const payment = await admin.post('/api/payments/pay', {
      sale_id: paid.id,
      amount: '2000',
      currency: 'USD',
      payment_date: daysAgo(11),
    });
    expect(payment.statusCode, payment.body).toBe(200);
    expect(await statusOf(paid.id)).toBe('active');
    const removed = await admin.delete(`/api/payments/sale/${payment.json().id}/${paid.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await statusOf(paid.id)).toBe('overdue');
  });
});

describe('GET /api/overdue-sales', () => {
  it('lists overdue sales and cancellation candidates with debt and overdue days, most overdue first', async () => {
    const older = await overdueCandidate({ building_id: 2 });
    // Its payment applies the rule as of today: 25 days late, overdue but not yet a candidate.
    const newerDue = addDays(tbilisiToday(), -25);
    const newer = await overdueCandidate({
      building_id: 1,
      rows: [
        { date: newerDue, amount: '1000.00' },
        { date: addDays(tbilisiToday(), -10), amount: '1000.00' },
      ],
    });
    await admin.post('/api/payments/pay', {
      sale_id: newer.id,
      amount: '250.50',
      currency: 'USD',
      payment_date: addDays(newerDue, 1),
    });
    const active = await overdueCandidate({ rows: [{ date: '2099-01-01', amount: '2000.00' }] });
    await runOverdueJob(t.app.deps, '2024-01-20');
    await runOverdueJob(t.app.deps, '2024-03-20');
    // 70 days late on 20 March: past the 30 of a cancellation candidate.
    expect(await statusOf(older.id)).toBe('cancellation_candidate');
    expect(await statusOf(newer.id)).toBe('overdue');

    const res = await admin.get(`/api/overdue-sales?contract_no=${tag}&perpage=50`);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((r: { id: number }) => r.id);
    expect(ids).toContain(older.id);
    expect(ids).toContain(newer.id);
    expect(ids).not.toContain(active.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    const row = res.json().data.find((r: { id: number }) => r.id === newer.id);
    expect(row).toMatchObject({
      contract_no: newer.contract_no,
      status: 'overdue',
      building_id: 1,
      payment_ccy: 'USD',
      total_price: '2000.00',
      paid: '250.50',
      debt: '1749.50',
      overdue_days: daysSince(newerDue),
      next_due_date: newerDue,
      paid_percent: '12.53',
      customer_name: expect.stringContaining('Test'),
      deleted_at: null,
    });
    expect(row.units).toMatch(/^([A-G]-)?\d+-\S+$/);
    expect(row.building_name).not.toBe('');

    const candidates = (
      await admin.get(`/api/overdue-sales?contract_no=${tag}&status=cancellation_candidate&perpage=50`)
    ).json();
    expect(candidates.data.every((r: { status: string }) => r.status === 'cancellation_candidate')).toBe(
      true,
    );
    expect(candidates.data.map((r: { id: number }) => r.id)).toContain(older.id);
    const inVake = (await admin.get(`/api/overdue-sales?contract_no=${tag}&building_id=1&perpage=50`)).json();
    expect(inVake.data.every((r: { building_id: number }) => r.building_id === 1)).toBe(true);
    // The filter bar's other fields, as the sales list sends them.
    const listed = async (query: string) =>
      (await admin.get(`/api/overdue-sales?contract_no=${tag}&perpage=50&${query}`))
        .json()
        .data.map((r: { id: number }) => r.id);
    expect(await listed('building_ids=1,2')).toEqual(expect.arrayContaining([older.id, newer.id]));
    expect(await listed('building_ids=3')).not.toContain(newer.id);
    expect(await listed('payment_ccy=USD')).toContain(newer.id);
    expect(await listed('payment_ccy=EUR')).not.toContain(newer.id);
    const unit = row.units.split(', ')[0].split('-').at(-1);
    expect(await listed(`property_num=${unit}`)).toContain(newer.id);
    expect(await listed('property_num=no-such-unit')).toEqual([]);
    const paged = (await admin.get(`/api/overdue-sales?contract_no=${tag}&perpage=5&page=1`)).json();
    expect(paged.meta).toMatchObject({ current_page: 1, per_page: 5 });
    expect((await admin.get('/api/overdue-sales?status=active')).statusCode).toBe(422);
  });

  it('shows each user only the sales they may see', async () => {
    const ownId = await insertUser(t.db, 'own_overdue', [
      'view_only_own_sales',
      'send_cancellation_notification',
    ]);
    const own = await overdueCandidate({ building_id: 2, responsible_user_id: ownId });
    const vake = await overdueCandidate({ building_id: 1 });
    const saburtalo = await overdueCandidate({ building_id: 2 });
    await runOverdueJob(t.app.deps, '2024-01-20');
    await insertUser(t.db, 'vake_overdue', ['view_sales', 'send_cancellation_notification'], [1]);
    const listed = async (api: Api) =>
      (
        (await api.get(`/api/overdue-sales?contract_no=${tag}&perpage=50`)).json().data as { id: number }[]
      ).map((r) => r.id);
    const mine = await listed(await t.as('own_overdue', 'en'));
    expect(mine).toContain(own.id);
    expect(mine).not.toContain(saburtalo.id);
    const limited = await listed(await t.as('vake_overdue', 'en'));
    expect(limited).toContain(vake.id);
    expect(limited).not.toContain(saburtalo.id);
    expect(limited).not.toContain(own.id);
    const all = await listed(await t.as('sales_manager', 'en'));
    expect(all).toEqual(expect.arrayContaining([own.id, vake.id, saburtalo.id]));
  });

  it('needs send_cancellation_notification as well as a sale permission (spec §2)', async () => {
    await insertUser(t.db, 'sales_no_letters', ['view_sales', 'all_buildings_access']);
    await insertUser(t.db, 'letters_no_sales', ['send_cancellation_notification', 'all_buildings_access']);
    for (const username of ['sales_no_letters', 'letters_no_sales', 'accountant', 'client_manager']) {
      const res = await (await t.as(username, 'en')).get('/api/overdue-sales');
      expect(res.statusCode, username).toBe(403);
    }
    const marking = await (
      await t.as('letters_no_sales', 'en')
    ).post('/api/overdue-sales', { sale_ids: [1] });
    expect(marking.statusCode).toBe(403);
    expect((await (await t.as('sales_manager', 'en')).get('/api/overdue-sales')).statusCode).toBe(200);
    expect((await admin.get('/api/overdue-sales')).statusCode).toBe(200);
  });
});

describe('POST /api/overdue-sales', () => {
  it('marks overdue sales as cancellation candidates, audited, leaving marked ones as they are', async () => {
    const overdue = await overdueCandidate();
    const active = await overdueCandidate({ rows: [{ date: '2099-01-01', amount: '2000.00' }] });
    await runOverdueJob(t.app.deps, '2024-01-20');
    const manager = await t.as('sales_manager', 'en');
    const res = await manager.post('/api/overdue-sales', { sale_ids: [overdue.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: [overdue.id] });
    expect(await statusOf(overdue.id)).toBe('cancellation_candidate');
    const [managerRow] = await t.db.select().from(users).where(eq(users.username, 'sales_manager'));
    const audit = (await statusAudits(overdue.id)).at(-1)!;
    expect(audit.user_id).toBe(managerRow!.id);
    expect(audit.changes).toMatchObject({
      status: { before: 'overdue', after: 'cancellation_candidate' },
      status_reason: { after: 'marked_by_user' },
    });
    expect((await manager.post('/api/overdue-sales', { sale_ids: [overdue.id] })).json()).toEqual({
      updated: [],
    });

    const refused = await manager.post('/api/overdue-sales', { sale_ids: [active.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      sale_ids: ['Only overdue sales can be marked as cancellation candidates'],
    });
    expect(await statusOf(active.id)).toBe('active');
    expect((await manager.post('/api/overdue-sales', { sale_ids: [999999] })).statusCode).toBe(404);
    expect((await manager.post('/api/overdue-sales', { sale_ids: [] })).statusCode).toBe(422);
    expect(
      (await (await t.as('accountant', 'en')).post('/api/overdue-sales', { sale_ids: [overdue.id] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await (await t.as('client_manager', 'en')).post('/api/overdue-sales', { sale_ids: [overdue.id] }))
        .statusCode,
    ).toBe(403);
  });
});

describe('renovations and containers in the overdue follow-up (decision 022)', () => {
  const daysAgo = (days: number) => addDays(tbilisiToday(), -days);
  let serviceType: number;

  /** A renovation (or a container) of 1,000 USD on the sale: 600 due on `due`, 400 in 2099. */
  const order = async (saleId: number, kind: 'renovation' | 'container', due: string, extra = {}) => {
    const schedule = {
      rows: [
        { date: due, amount: '600' },
        { date: '2099-01-01', amount: '400' },
      ],
    };
    const line = { service_type_id: serviceType, quantity: '1' };
    if (kind === 'container') {
      const res = await admin.post('/api/containers', {
        sale_id: saleId,
        title: 'Parking P-7',
        lines: [line],
        schedule,
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id as number;
    }
    const res = await admin.post('/api/services', { sale_id: saleId, title: 'Turnkey', lines: [line] });
    expect(res.statusCode, res.body).toBe(200);
    const planned = await admin.post(`/api/sales/${saleId}/renovation/payment-schedule`, schedule);
    expect(planned.statusCode, planned.body).toBe(200);
    return res.json().id as number;
  };

  type Row = { id: number; late: unknown[]; debt: string; overdue_days: number; status: string };
  const listed = async (query = '') => {
    const res = await admin.get(`/api/overdue-sales?contract_no=${tag}&perpage=50${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Row[]; meta: { total: number } };
  };
  const rowOf = async (id: number, query = '') => (await listed(query)).data.find((r) => r.id === id);

  beforeAll(async () => {
    serviceType = await insertServiceType(t.db);
  });

  it('lists a sale late only on its renovation or a container, with that debt apart and the sale’s own unchanged', async () => {
    const renovated = await overdueCandidate({ rows: [{ date: '2099-01-01', amount: '2000.00' }] });
    const renovation = await order(renovated.id, 'renovation', daysAgo(20));
    const extra = await overdueCandidate({ rows: [{ date: '2099-01-01', amount: '2000.00' }] });
    const container = await order(extra.id, 'container', daysAgo(12));
    // Within the grace days, a draft and a canceled container: not late yet, or owing nothing.
    const recent = await overdueCandidate({ rows: [{ date: '2099-01-01', amount: '2000.00' }] });
    await order(recent.id, 'renovation', daysAgo(5));
    const drafted = await overdueCandidate({ rows: [{ date: '2099-01-01', amount: '2000.00' }] });
    await order(drafted.id, 'container', daysAgo(40), { status: 'draft' });
    await order(drafted.id, 'container', daysAgo(40), { status: 'canceled' });
    const before = await ledgerState(t.db, renovated.id);

    const all = await listed();
    const ids = all.data.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([renovated.id, extra.id]));
    expect(ids).not.toContain(recent.id);
    expect(ids).not.toContain(drafted.id);
    expect(ids.indexOf(renovated.id)).toBeLessThan(ids.indexOf(extra.id));
    expect(all.data.find((r) => r.id === renovated.id)).toMatchObject({
      status: 'active',
      debt: '0.00',
      overdue_days: 0,
      late: [
        {
          kind: 'renovation',
          id: renovation,
          title: 'Turnkey',
          currency: 'USD',
          debt: '600.00',
          overdue_days: 20,
        },
      ],
    });
    expect(all.data.find((r) => r.id === extra.id)?.late).toEqual([
      {
        kind: 'container',
        id: container,
        title: 'Parking P-7',
        currency: 'USD',
        debt: '600.00',
        overdue_days: 12,
      },
    ]);
    expect(await ledgerState(t.db, renovated.id)).toEqual(before);

    const renovations = await listed('&late=renovation');
    expect(renovations.data.map((r) => r.id)).toContain(renovated.id);
    expect(renovations.data.map((r) => r.id)).not.toContain(extra.id);
    expect(renovations.meta.total).toBe(renovations.data.length);
    expect((await listed('&late=container')).data.map((r) => r.id)).toEqual(
      expect.arrayContaining([extra.id]),
    );
    const own = await listed('&late=sale');
    expect(own.data.map((r) => r.id)).not.toContain(renovated.id);
    expect(own.data.every((r) => r.status === 'overdue' || r.status === 'cancellation_candidate')).toBe(true);
    expect(all.meta.total).toBe(all.data.length);
    expect((await admin.get('/api/overdue-sales?late=rent')).statusCode).toBe(422);

    // Only the sale's own lateness makes it a cancellation candidate.
    expect((await admin.post('/api/overdue-sales', { sale_ids: [renovated.id] })).statusCode).toBe(422);

    // Paid up, the renovation no longer keeps the sale on the list.
    const paid = await admin.post('/api/payments/pay', {
      mode: 'renovation',
      sale_id: renovated.id,
      service_container_id: renovation,
      amount: '600',
      currency: 'USD',
      payment_date: tbilisiToday(),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await rowOf(renovated.id)).toBeUndefined();
    expect(await ledgerState(t.db, renovated.id)).toEqual(before);
  });

  it('shows a sale late on its own instalments and its renovation with each ledger’s debt and days apart', async () => {
    const due = daysAgo(25);
    const sale = await overdueCandidate({
      rows: [
        { date: due, amount: '1500.00' },
        { date: '2099-01-01', amount: '500.00' },
      ],
    });
    await runOverdueJob(t.app.deps);
    expect(await statusOf(sale.id)).toBe('overdue');
    const renovation = await order(sale.id, 'renovation', daysAgo(40));
    const container = await order(sale.id, 'container', daysAgo(8));

    const row = await rowOf(sale.id);
    expect(row).toMatchObject({ status: 'overdue', debt: '1500.00', overdue_days: 25 });
    expect(row?.late).toEqual([
      { kind: 'sale', id: sale.id, title: null, currency: 'USD', debt: '1500.00', overdue_days: 25 },
      {
        kind: 'renovation',
        id: renovation,
        title: 'Turnkey',
        currency: 'USD',
        debt: '600.00',
        overdue_days: 40,
      },
      {
        kind: 'container',
        id: container,
        title: 'Parking P-7',
        currency: 'USD',
        debt: '600.00',
        overdue_days: 8,
      },
    ]);
    // Once, whichever ledger the filter names.
    for (const late of ['', '&late=sale', '&late=renovation', '&late=container'])
      expect((await listed(late)).data.filter((r) => r.id === sale.id)).toHaveLength(1);
    const marked = await admin.post('/api/overdue-sales', { sale_ids: [sale.id] });
    expect(marked.json()).toEqual({ updated: [sale.id] });
    expect((await rowOf(sale.id, '&status=cancellation_candidate'))?.late).toHaveLength(3);
  });

  it('leaves renovations and containers out while the services module is off', async () => {
    const sale = await overdueCandidate({ rows: [{ date: '2099-01-01', amount: '2000.00' }] });
    await order(sale.id, 'renovation', daysAgo(30));
    const { deps } = t.app;
    const off = { ...deps, config: { ...deps.config, modules: { ...deps.config.modules, services: false } } };
    const viewer = { id: 0, permissions: ['view_sales', 'all_buildings_access'], buildingIds: [] };
    const list = overdueList(off, viewer, { contract_no: sale.contract_no }, 'en');
    expect(await list.count()).toBe(0);
    expect(await list.rows({ limit: 10, offset: 0 })).toEqual([]);
    expect(await overdueList(off, viewer, { late: 'renovation' }, 'en').count()).toBe(0);
    expect((await rowOf(sale.id))?.late).toHaveLength(1);
  });
});
