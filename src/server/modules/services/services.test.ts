import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from '@shared/money/money';
import { auditLogs, payments, sales } from '../../db/schema';
import { startNbgStub, type NbgStub } from '../../test/nbg-stub';
import { insertSale, insertUnit, monthlyRows } from '../../test/factories';
import { ledgerState, orderLedgerState } from '../../test/read-backs';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';

let stub: NbgStub;
let t: TestApp;
let admin: Api;
let manager: Api;
let registrar: Api;
let renovationType: number;
let parkingType: number;
let gelType: number;

const newType = async (body: Record<string, unknown>) => {
  const res = await admin.post('/api/service-types', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};

/** A 3,000 USD sale (three instalments in 2024, all past) on a 63.37 m² unit. */
async function saleWithUnit(area = '63.37') {
  const unit = await insertUnit(t.db, 1, { total_area: area });
  return insertSale(t.db, {
    price: '3000',
    property_id: unit.id,
    rows: monthlyRows('2024-01-10', 3, '1000.00'),
  });
}

async function renovationOf(saleId: number, extra: Record<string, unknown> = {}) {
  const res = await admin.post('/api/services', {
    sale_id: saleId,
    title: 'Green frame',
    lines: [{ service_type_id: renovationType }],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const formula = (extra: Record<string, unknown> = {}) => ({
  params: { start_month: '2024-02', count: 4, payment_day: 15, formula: '1000:2' },
  first_installment_amount: '500',
  first_installment_date: '2024-01-20',
  ...extra,
});

const payRenovation = (api: Api, saleId: number, serviceId: number, body: Record<string, unknown>) =>
  api.post('/api/payments/pay', {
    mode: 'renovation',
    sale_id: saleId,
    service_container_id: serviceId,
    payment_date: '2024-03-01',
    currency: 'USD',
    ...body,
  });

beforeAll(async () => {
  stub = await startNbgStub({ USD: 2.7, EUR: 2.95 });
  t = await createTestApp({ env: { NBG_RATES_URL: stub.url } });
  admin = await t.as('admin', 'en');
  manager = await t.as('sales_manager', 'en');
  registrar = await t.as('property_registrar', 'en');
  renovationType = await newType({
    name: 'მწვანე კარკასი',
    name_en: 'Green frame',
    kind: 'renovation',
    unit: 'm2',
    unit_price: '123.45',
    currency: 'USD',
  });
  parkingType = await newType({
    name: 'პარკინგი',
    kind: 'parking',
    unit: 'piece',
    unit_price: '8000',
    currency: 'USD',
  });
  gelType = await newType({
    name: 'სათავსო',
    kind: 'storage',
    unit: 'piece',
    unit_price: '5000',
    currency: 'GEL',
  });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

describe('service types', () => {
  it('lists, updates with an id, filters active, and deactivates a type in use instead of deleting it', async () => {
    const id = await newType({
      name: 'Temp',
      kind: 'other',
      unit: 'lump',
      unit_price: '10',
      currency: 'GEL',
    });
    const updated = await admin.post('/api/service-types', {
      id,
      name: 'Temp 2',
      kind: 'utility',
      unit: 'month',
      unit_price: '12.5',
      currency: 'GEL',
    });
    expect(updated.json()).toMatchObject({
      id,
      name: 'Temp 2',
      kind: 'utility',
      unit_price: '12.50',
      active: true,
    });
    expect((await admin.delete(`/api/service-types/${id}`)).statusCode).toBe(200);
    expect((await admin.get('/api/service-types')).json().some((r: { id: number }) => r.id === id)).toBe(
      false,
    );

    const used = await newType({
      name: 'Used',
      kind: 'renovation',
      unit: 'lump',
      unit_price: '1',
      currency: 'USD',
    });
    const sale = await saleWithUnit();
    await renovationOf(sale.id, { lines: [{ service_type_id: used }] });
    const res = await admin.delete(`/api/service-types/${used}`);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'The type is in use, so it was switched off rather than deleted',
    });
    const active = (await admin.get('/api/service-types?active=true')).json() as { id: number }[];
    expect(active.some((r) => r.id === used)).toBe(false);
    const all = (await manager.get('/api/service-types')).json() as { id: number; active: boolean }[];
    expect(all.find((r) => r.id === used)?.active).toBe(false);
    // An inactive type is offered nowhere new.
    const other = await saleWithUnit();
    const refused = await admin.post('/api/services', {
      sale_id: other.id,
      title: 'x',
      lines: [{ service_type_id: used }],
    });
    expect(refused.json().errors).toEqual({
      'lines.0.service_type_id': ['This service type is no longer offered'],
    });
  });

  it('is closed to users without services permissions', async () => {
    expect((await registrar.get('/api/service-types')).statusCode).toBe(403);
    expect((await registrar.post('/api/service-types', {})).statusCode).toBe(403);
  });
});

describe('renovations', () => {
  it('prices an m² line from the units’ area to the tetri and sets the sale’s renovation price', async () => {
    const sale = await saleWithUnit('63.37');
    const body = await renovationOf(sale.id);
    // 63.37 x 123.45 = 7823.0265 -> 7823.03
    expect(body).toMatchObject({
      sale_id: sale.id,
      currency: 'USD',
      status: 'not_started',
      total: '7823.03',
      lines: [
        {
          service_type_id: renovationType,
          quantity: '63.37',
          unit_price: '123.45',
          amount: '7823.03',
          unit: 'm2',
        },
      ],
      paid: '0.00',
      debt: '0.00',
      schedule: [],
    });
    const [row] = await t.db.select({ p: sales.renovation_price }).from(sales).where(eq(sales.id, sale.id));
    expect(row!.p).toBe('7823.03');
  });

  it('refuses a second renovation for a sale, an unknown type, and a type priced in another currency', async () => {
    const sale = await saleWithUnit();
    await renovationOf(sale.id);
    const second = await admin.post('/api/services', {
      sale_id: sale.id,
      title: 'x',
      lines: [{ service_type_id: renovationType }],
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual({ sale_id: ['This sale already has a renovation'] });
    const other = await saleWithUnit();
    const bad = await admin.post('/api/services', {
      sale_id: other.id,
      title: 'x',
      lines: [{ service_type_id: 999999 }, { service_type_id: gelType }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['lines.0.service_type_id', 'lines.1.unit_price']);
    const priced = await admin.post('/api/services', {
      sale_id: other.id,
      title: 'x',
      lines: [{ service_type_id: gelType, quantity: '2', unit_price: '1850.5' }],
    });
    expect(priced.json()).toMatchObject({ total: '3701.00' });
  });

  it('takes the schedule in the renovation’s own body, as the screen sends it', async () => {
    const sale = await saleWithUnit('63.37');
    const body = await renovationOf(sale.id, {
      status: 'not_started',
      lines: [{ service_type_id: String(renovationType), unit_price: '100' }],
      schedule: {
        params: { start_month: '2024-01', count: '4', payment_day: '10', formula: '1000:2' },
        first_installment_amount: '0',
        first_installment_date: null,
      },
    });
    expect(body.schedule.map((r: { amount: string }) => r.amount)).toEqual([
      '1000.00',
      '1000.00',
      '2168.50',
      '2168.50',
    ]);
    expect(body.debt).toBe('6337.00');
  });

  it('saves a formula schedule that adds up exactly, and refuses rows that do not', async () => {
    const sale = await saleWithUnit('63.37');
    await renovationOf(sale.id);
    const res = await admin.post(`/api/sales/${sale.id}/renovation/payment-schedule`, formula());
    expect(res.statusCode, res.body).toBe(200);
    const schedule = res.json().schedule as { due_date: string; amount: string; first: boolean }[];
    expect(schedule.map((r) => [r.due_date, r.amount, r.first])).toEqual([
      ['2024-01-20', '500.00', true],
      ['2024-02-15', '1000.00', false],
      ['2024-03-15', '1000.00', false],
      ['2024-04-15', '2661.51', false],
      ['2024-05-15', '2661.52', false],
    ]);
    const bad = await admin.post(`/api/sales/${sale.id}/renovation/payment-schedule`, {
      rows: [{ date: '2024-02-01', amount: '100' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.rows).toBeDefined();
    const none = await admin.post(`/api/sales/${sale.id}/renovation/payment-schedule`, {});
    expect(none.statusCode).toBe(422);
  });

  it('a renovation payment fills its own schedule and leaves the sale’s debt, paid, status and overdue unchanged', async () => {
    const sale = await saleWithUnit('63.37');
    const service = await renovationOf(sale.id);
    await admin.post(`/api/sales/${sale.id}/renovation/payment-schedule`, formula());
    const saleBefore = await ledgerState(t.db, sale.id);
    const listBefore = (await admin.get(`/api/sales?id=${sale.id}`)).json().data[0];

    // 2,700 GEL at 2.7 lari per dollar = 1,000 USD.
    const paid = await payRenovation(admin, sale.id, service.id, { amount: '2700', currency: 'GEL' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ mode: 'renovation', amount: '1000.00', rate_source: 'nbg' });

    const after = (await admin.get(`/api/services/${service.id}`)).json();
    expect(after.schedule.map((r: { paid: string }) => r.paid)).toEqual([
      '500.00',
      '500.00',
      '0.00',
      '0.00',
      '0.00',
    ]);
    expect(after.paid).toBe('1000.00');
    expect(after.payments).toEqual([
      expect.objectContaining({
        amount: '2700.00',
        currency: 'GEL',
        amount_converted: '1000.00',
        rate: '0.370370',
      }),
    ]);
    expect(await ledgerState(t.db, sale.id)).toEqual(saleBefore);
    const listAfter = (await admin.get(`/api/sales?id=${sale.id}`)).json().data[0];
    expect(listAfter).toEqual(listBefore);
    expect((await admin.get(`/api/sales/${sale.id}/payments`)).json()).toEqual([]);
  });

  it('pay, change and delete restore the exact earlier state', async () => {
    const sale = await saleWithUnit();
    const service = await renovationOf(sale.id);
    await admin.post(`/api/sales/${sale.id}/renovation/payment-schedule`, formula());
    const start = (await admin.get(`/api/services/${service.id}`)).json();
    const first = (await payRenovation(admin, sale.id, service.id, { amount: '700' })).json();
    const afterFirst = (await admin.get(`/api/services/${service.id}`)).json();

    const second = (
      await payRenovation(admin, sale.id, service.id, { amount: '900', payment_date: '2024-04-01' })
    ).json();
    const changed = await admin.put(`/api/payments/${second.id}`, {
      amount: '1900',
      currency: 'USD',
      payment_date: '2024-04-02',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      (await admin.get(`/api/services/${service.id}`)).json().schedule.map((r: { paid: string }) => r.paid),
    ).toEqual(['500.00', '1000.00', '1000.00', '100.00', '0.00']);
    const wrongMode = await admin.delete(`/api/payments/sale/${second.id}/${sale.id}`);
    expect(wrongMode.statusCode).toBe(404);
    const removed = await admin.delete(`/api/payments/renovation/${second.id}/${sale.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await admin.get(`/api/services/${service.id}`)).json()).toEqual(afterFirst);
    await admin.delete(`/api/payments/renovation/${first.id}/${sale.id}`);
    expect((await admin.get(`/api/services/${service.id}`)).json()).toEqual(start);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entity_id, String(second.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('a changed payment keeps the National Bank source when its rates are sent back unchanged, as a sale’s does', async () => {
    const sale = await saleWithUnit();
    const service = await renovationOf(sale.id);
    const container = (
      await admin.post('/api/containers', {
        sale_id: sale.id,
        title: 'Parking',
        lines: [{ service_type_id: parkingType }],
      })
    ).json();
    const renovationPaid = (
      await payRenovation(admin, sale.id, service.id, { amount: '295', currency: 'EUR' })
    ).json().id as number;
    const containerPaid = (
      await admin.post('/api/containers/pay', {
        container_id: container.id,
        amount: '295',
        currency: 'EUR',
        date: '2024-03-01',
      })
    ).json().id as number;
    // The rates the payment was recorded with (2.95 lari per euro, 2.7 per dollar), typed back as the form shows them.
    const body = {
      amount: '295',
      currency: 'EUR',
      payment_date: '2024-03-01',
      payment_rate: '2.95',
      sale_rate: '2.7',
    };
    for (const id of [renovationPaid, containerPaid]) {
      const kept = await admin.put(`/api/payments/${id}`, body);
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toMatchObject({ amount: '322.31', rate_source: 'nbg' });
      const typed = await admin.put(`/api/payments/${id}`, { ...body, payment_rate: '2.7' });
      expect(typed.json()).toMatchObject({ amount: '295.00', rate_source: 'manual' });
      const official = await admin.put(`/api/payments/${id}`, { ...body, payment_rate: '', sale_rate: '' });
      expect(official.json()).toMatchObject({ amount: '322.31', rate_source: 'nbg' });
    }
  });

  it('refuses deleting a paid renovation, deletes an unpaid one and clears the sale’s renovation price', async () => {
    const sale = await saleWithUnit();
    const service = await renovationOf(sale.id);
    await admin.post(`/api/sales/${sale.id}/renovation/payment-schedule`, formula());
    const p = (await payRenovation(admin, sale.id, service.id, { amount: '10' })).json();
    const refused = await admin.delete(`/api/services/${service.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('It has payments: delete the payments first');
    await admin.delete(`/api/payments/renovation/${p.id}/${sale.id}`);
    expect((await admin.delete(`/api/services/${service.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/services/${service.id}`)).statusCode).toBe(404);
    const [row] = await t.db.select({ p: sales.renovation_price }).from(sales).where(eq(sales.id, sale.id));
    expect(row!.p).toBeNull();
  });

  it('parallel pays lose nothing', async () => {
    const sale = await saleWithUnit();
    const service = await renovationOf(sale.id);
    await admin.post(`/api/sales/${sale.id}/renovation/payment-schedule`, formula());
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        payRenovation(admin, sale.id, service.id, { amount: `${100 + i}.01` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const after = (await admin.get(`/api/services/${service.id}`)).json();
    expect(after.paid).toBe('615.06');
    const schedulePaid = after.schedule.reduce(
      (s: number, r: { paid: string }) => s + Math.round(Number(r.paid) * 100),
      0,
    );
    expect(schedulePaid).toBe(61506);
  });

  it('parallel pays and deletes on a renovation and a container lose nothing', async () => {
    const sale = await saleWithUnit();
    const service = await renovationOf(sale.id);
    await admin.post(`/api/sales/${sale.id}/renovation/payment-schedule`, formula());
    const container = (
      await admin.post('/api/containers', {
        sale_id: sale.id,
        title: 'Parking',
        lines: [{ service_type_id: parkingType }],
        schedule: { rows: monthlyRows('2024-02-01', 2, '4000.00') },
      })
    ).json();
    const payContainer = (amount: string) =>
      admin.post('/api/containers/pay', {
        container_id: container.id,
        amount,
        currency: 'USD',
        date: '2024-03-01',
      });
    const earlier = { renovation: [] as number[], container: [] as number[] };
    for (const amount of ['10.01', '20.02', '30.03']) {
      earlier.renovation.push((await payRenovation(admin, sale.id, service.id, { amount })).json().id);
      earlier.container.push((await payContainer(amount)).json().id);
    }
    const saleBefore = await ledgerState(t.db, sale.id);

    // The earlier payments are deleted while new ones come in, on both at once.
    const results = await Promise.all([
      ...earlier.renovation.map((id) => admin.delete(`/api/payments/renovation/${id}/${sale.id}`)),
      ...earlier.container.map((id) => admin.delete(`/api/containers/deletePayment/${id}`)),
      ...[1, 2, 3].map((i) => payRenovation(admin, sale.id, service.id, { amount: `${100 + i}.01` })),
      ...[1, 2, 3].map((i) => payContainer(`${200 + i}.02`)),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));

    for (const [id, paid] of [
      [service.id, '306.03'],
      [container.id, '606.06'],
    ] as const) {
      const { order, instalments } = await orderLedgerState(t.db, id);
      expect(order.paid_amount).toBe(paid);
      const allocated = instalments.reduce(
        (s, i) => s + toMinor(i.paid_amount),
        toMinor(order.credit_amount),
      );
      expect(fromMinor(allocated)).toBe(paid);
    }
    const [renovationPayments, containerPayments] = await Promise.all([
      admin.get(`/api/services/${service.id}`),
      admin.get(`/api/containers/${container.id}`),
    ]);
    expect(
      renovationPayments
        .json()
        .payments.map((p: { amount: string }) => p.amount)
        .sort(),
    ).toEqual(['101.01', '102.01', '103.01']);
    expect(
      containerPayments
        .json()
        .payments.map((p: { amount: string }) => p.amount)
        .sort(),
    ).toEqual(['201.02', '202.02', '203.02']);
    expect(await ledgerState(t.db, sale.id)).toEqual(saleBefore);
  });

  it('lists renovations with their figures, filters by status, and the sales list by renovation status', async () => {
    const sale = await saleWithUnit();
    const service = await renovationOf(sale.id, { status: 'in_progress' });
    await admin.post(`/api/sales/${sale.id}/renovation/payment-schedule`, formula());
    await payRenovation(admin, sale.id, service.id, { amount: '200' });
    const list = await admin.get(`/api/services?sale_id=${sale.id}`);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: service.id,
        contract_no: sale.contract_no,
        status: 'in_progress',
        paid: '200.00',
        buyers: expect.any(String),
      }),
    ]);
    // Everything up to 2024-05-15 is due by now: the total less what is paid.
    expect(list.json().data[0].debt).toBe('7623.03');
    expect(list.json().data[0].overdue_days).toBeGreaterThan(0);
    expect((await admin.get(`/api/services?sale_id=${sale.id}&status=done`)).json().data).toEqual([]);
    const sales1 = (await admin.get(`/api/sales?id=${sale.id}&renovation_statuses=in_progress`)).json().data;
    expect(sales1.map((s: { id: number }) => s.id)).toEqual([sale.id]);
    expect((await admin.get(`/api/sales?id=${sale.id}&renovation_statuses=done,none`)).json().data).toEqual(
      [],
    );
    const bare = await saleWithUnit();
    expect((await admin.get(`/api/sales?id=${bare.id}&renovation_statuses=none`)).json().data).toHaveLength(
      1,
    );
  });

  it('keeps renovations to who may see the sale and edit services', async () => {
    const sale = await saleWithUnit();
    const service = await renovationOf(sale.id);
    expect((await registrar.get(`/api/services/${service.id}`)).statusCode).toBe(403);
    expect((await registrar.post('/api/services', {})).statusCode).toBe(403);
    expect((await manager.get(`/api/services/${service.id}`)).statusCode).toBe(200);
  });
});

describe('containers', () => {
  it('finds sales, answers their info, creates with a schedule, calculates, pays, deletes a payment', async () => {
    const sale = await saleWithUnit('48.50');
    const found = await admin.get(`/api/containers/getSales?query=${sale.contract_no}`);
    expect(found.json()).toEqual([
      expect.objectContaining({ id: sale.id, contract_no: sale.contract_no, currency: 'USD' }),
    ]);
    const info = await admin.post('/api/containers/getSaleInfo', { sale_id: sale.id });
    expect(info.json()).toMatchObject({
      sale_id: sale.id,
      currency: 'USD',
      total_area: '48.50',
      units: [{ area: '48.50' }],
    });

    const created = await admin.post('/api/containers', {
      sale_id: sale.id,
      title: 'Parking P-12',
      lines: [{ service_type_id: parkingType }],
      schedule: {
        rows: [
          { date: '2024-02-01', amount: '3000' },
          { date: '2030-02-01', amount: '5000' },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const container = created.json();
    expect(container).toMatchObject({
      kind: 'container',
      status: 'active',
      total: '8000.00',
      debt: '3000.00',
    });

    const calc = await admin.post('/api/containers/calculatePayment', {
      container_id: container.id,
      amount: '2950',
      currency: 'EUR',
      date: '2024-03-01',
    });
    expect(calc.statusCode, calc.body).toBe(200);
    // 2950 EUR x 2.95 / 2.7 = 3223.15 USD
    expect(calc.json()).toMatchObject({
      amount: '3223.15',
      rate_source: 'nbg',
      covers: [
        { number: 1, amount: '3000.00' },
        { number: 2, amount: '223.15' },
      ],
      debt_after: '0.00',
    });
    expect((await admin.get(`/api/containers/${container.id}`)).json().paid).toBe('0.00');

    const paid = await admin.post('/api/containers/pay', {
      container_id: container.id,
      amount: '2950',
      currency: 'EUR',
      date: '2024-03-01',
      payment_type: 'cash',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = (await admin.get(`/api/containers/${container.id}`)).json();
    expect(after).toMatchObject({ paid: '3223.15', debt: '0.00' });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, paid.json().id));
    expect(row).toMatchObject({ mode: 'container', service_container_id: container.id, sale_id: sale.id });

    expect((await admin.delete(`/api/containers/${container.id}`)).statusCode).toBe(422);
    expect((await admin.delete(`/api/containers/deletePayment/${paid.json().id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/containers/${container.id}`)).json()).toEqual(created.json());
    expect((await admin.delete(`/api/containers/${container.id}`)).statusCode).toBe(200);
  });

  it('lists containers by sale and status; the renovation id is not a container', async () => {
    const sale = await saleWithUnit();
    const service = await renovationOf(sale.id);
    const created = (
      await admin.post('/api/containers', {
        sale_id: sale.id,
        title: 'Storage',
        status: 'draft',
        lines: [{ service_type_id: parkingType, quantity: '1' }],
      })
    ).json();
    expect(
      (await admin.get(`/api/containers?sale_id=${sale.id}`)).json().data.map((r: { id: number }) => r.id),
    ).toEqual([created.id]);
    expect((await admin.get(`/api/containers?sale_id=${sale.id}&status=active`)).json().data).toEqual([]);
    expect((await admin.get(`/api/containers/${service.id}`)).statusCode).toBe(404);
    expect((await manager.get(`/api/containers/${created.id}`)).statusCode).toBe(200);
    expect((await registrar.get(`/api/containers/${created.id}`)).statusCode).toBe(403);
  });
});

describe('GET /api/services/payments', () => {
  it('lists renovation and container payments with totals per currency, never sale payments', async () => {
    const sale = await saleWithUnit();
    const service = await renovationOf(sale.id);
    await admin.post(`/api/sales/${sale.id}/renovation/payment-schedule`, formula());
    await payRenovation(admin, sale.id, service.id, { amount: '300', payment_date: '2031-01-05' });
    const container = (
      await admin.post('/api/containers', {
        sale_id: sale.id,
        title: 'P',
        lines: [{ service_type_id: parkingType }],
      })
    ).json();
    await admin.post('/api/containers/pay', {
      container_id: container.id,
      amount: '100',
      currency: 'USD',
      date: '2031-01-06',
    });
    await admin.post('/api/payments/pay', {
      sale_id: sale.id,
      amount: '50',
      currency: 'USD',
      payment_date: '2031-01-07',
    });

    const res = await admin.get('/api/services/payments?date_from=2031-01-01&date_to=2031-01-31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((r: { mode: string; amount: string }) => [r.mode, r.amount])).toEqual([
      ['container', '100.00'],
      ['renovation', '300.00'],
    ]);
    expect(res.json().totals).toEqual([{ currency: 'USD', amount: '400.00' }]);
    const onlyRenovation = await admin.get('/api/services/payments?date_from=2031-01-01&mode=renovation');
    expect(onlyRenovation.json().totals).toEqual([{ currency: 'USD', amount: '300.00' }]);
    expect(onlyRenovation.json().meta.total).toBe(1);
  });
});
