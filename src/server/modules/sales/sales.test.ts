import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tbilisiToday } from '@shared/dates/date-formats';
import { advancePayments, agents, bookings, saleCustomers, sales, users } from '../../db/schema';
import {
  freeUnits,
  insertComplex,
  insertCustomer,
  insertUnit,
  insertUser,
  postSale,
  saleBody,
  userIdOf,
} from '../../test/factories';
import { auditTrail, unitStatuses } from '../../test/read-backs';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Api;
let manager: number;
let nino: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin', 'en');
  manager = await userIdOf(t.db, 'sales_manager');
  nino = await insertCustomer(t.db, { first_name_en: 'Nino', last_name_en: 'ბერიძე' });
});
afterAll(() => t.close());

type Row = { id: number; [key: string]: unknown };
const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('creating a sale', () => {
  it('saves units, buyers and the schedule in one go, sells the units and answers the id', async () => {
    const units = await freeUnits(t.db, 1, 2);
    const payload = saleBody(units, [nino], {
      contract_start_date: '2030-01-15',
      first_installment_date: '2030-01-20',
      schedule: { start_month: '2030-02', count: 10 },
      discount: '1000',
      responsible_user_id: manager,
      info_source: 'Facebook',
    });
    const id = await postSale(admin, payload);

    const sale = (await admin.get(`/api/sales/${id}`)).json();
    expect(sale).toMatchObject({
      id,
      status: 'active',
      contract_no: payload.contract_no,
      payment_ccy: 'USD',
      price: '100000.00',
      discount: '1000.00',
      total_price: '99000.00',
      first_installment_amount: '10000.00',
      first_installment_date: '2030-01-20',
      payment_day: 10,
      responsible_user_id: manager,
      info_source: 'Facebook',
      balance: { total: '99000.00', paid: '0.00', debt: '0.00', overdue_days: 0, paid_percent: '0.00' },
    });
    expect(
      sale.properties.map((p: { property_id: number; price: string }) => [p.property_id, p.price]),
    ).toEqual([
      [units[0], '50000.00'],
      [units[1], '50000.00'],
    ]);
    expect(sale.customers).toEqual([
      expect.objectContaining({ customer_id: nino, name: 'Nino ბერიძე', removed_at: null }),
    ]);
    expect(sale.schedule).toHaveLength(11);
    expect(sale.schedule[0]).toMatchObject({
      number: 1,
      due_date: '2030-01-20',
      amount: '10000.00',
      first: true,
    });
    expect(sale.schedule[1]).toMatchObject({
      due_date: '2030-02-10',
      amount: '8900.00',
      status: 'unpaid',
      late: false,
    });
    expect(sale.schedule[10].due_date).toBe('2030-11-10');
    const sum = sale.schedule.reduce(
      (s: number, r: { amount: string }) => s + Math.round(Number(r.amount) * 100),
      0,
    );
    expect(sum).toBe(9900000);
    expect(sale.balance.next_due_date).toBe('2030-01-20');
    expect(sale.can).toEqual({
      edit: true,
      edit_schedule: true,
      add_payments: true,
      edit_payments: true,
      delete_payments: true,
      delete: true,
    });

    expect(await unitStatuses(t.db, units)).toEqual(['sold', 'sold']);
    const [created] = (await auditTrail(t.db, 'sale', id)).filter((a) => a.action === 'create');
    expect(created!.changes).toMatchObject({ contract_no: { before: null, after: payload.contract_no } });
    const [unitLog] = await auditTrail(t.db, 'property', units[0]!);
    expect(unitLog!.changes).toEqual({ status: { before: 'free', after: 'sold' } });

    const list = (await admin.get(`/api/sales?contract_no=${payload.contract_no}`)).json();
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      id,
      customer_name: 'Nino ბერიძე',
      total_price: '99000.00',
      paid: '0.00',
      debt: '0.00',
      overdue_days: 0,
      next_due_date: '2030-01-20',
      paid_percent: '0.00',
      is_signed: false,
      deleted_at: null,
    });
    expect(list.data[0].units.split(', ')).toHaveLength(2);
    expect(list.data[0].responsible_name).not.toBeNull();
  });

  it('without schedule parameters makes one instalment of the whole total on the start date', async () => {
    const [unit] = await freeUnits(t.db, 2);
    const id = await postSale(
      admin,
      saleBody([unit!], [nino], {
        contract_start_date: '2031-05-02',
        first_installment_amount: '0',
        first_installment_date: null,
        schedule: undefined,
      }),
    );
    const sale = (await admin.get(`/api/sales/${id}`)).json();
    expect(sale.schedule.map((r: { due_date: string; amount: string }) => [r.due_date, r.amount])).toEqual([
      ['2031-05-02', '50000.00'],
    ]);
  });

  it('uses schedule rows edited by hand as they are, and refuses rows that do not add up', async () => {
    const [unit] = await freeUnits(t.db, 2);
    const rows = [
      { date: '2030-03-01', amount: '20000', first: true },
      { date: '2030-06-01', amount: '30000' },
    ];
    const id = await postSale(admin, saleBody([unit!], [nino], { schedule_rows: rows, schedule: undefined }));
    const sale = (await admin.get(`/api/sales/${id}`)).json();
    expect(sale.schedule.map((r: { amount: string }) => r.amount)).toEqual(['20000.00', '30000.00']);

    const [other] = await freeUnits(t.db, 2);
    const bad = await admin.post(
      '/api/sales',
      saleBody([other!], [nino], {
        schedule_rows: [{ date: '2030-03-01', amount: '100' }],
        schedule: undefined,
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      schedule_rows: ['The instalments do not add up to the contract price'],
    });
    expect(await unitStatuses(t.db, [other!])).toEqual(['free']);
  });

  it('names every problem at once: taken contract number, two complexes, manager, agent, bank, discount', async () => {
    const [first] = await freeUnits(t.db, 1);
    const taken = saleBody([first!], [nino]);
    await postSale(admin, taken);
    const [a] = await freeUnits(t.db, 1);
    const [b] = await freeUnits(t.db, 2);
    const [inactive] = await t.db.select().from(agents).where(eq(agents.active, false)).limit(1);
    const res = await admin.post(
      '/api/sales',
      saleBody([a!, b!], [nino, nino], {
        contract_no: taken.contract_no,
        responsible_user_id: await userIdOf(t.db, 'property_registrar'),
        agent_id: inactive!.id,
        mortgage_bank_id: 99999,
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      contract_no: ['A contract with this number already exists'],
      properties: ['All units of a sale must be in one complex'],
      customer_ids: ['The same buyer is chosen twice'],
      responsible_user_id: [
        'The responsible manager must be an active user allowed to be responsible for sales',
      ],
      agent_id: ['The agent does not exist or is inactive'],
      mortgage_bank_id: ['Bank not found'],
    });
    expect(await unitStatuses(t.db, [a!, b!])).toEqual(['free', 'free']);

    const discount = await admin.post('/api/sales', saleBody([a!], [nino], { discount: '60000' }));
    expect(discount.json().errors).toEqual({ discount: ['The discount is larger than the price'] });
  });

  it('answers a formula the engine cannot follow with 422 on the schedule field', async () => {
    const [unit] = await freeUnits(t.db, 1);
    const res = await admin.post(
      '/api/sales',
      saleBody([unit!], [nino], { schedule: { start_month: '2030-02', count: 2, formula: '1000:3' } }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'schedule.formula': ['The formula has more instalments than the schedule'],
    });
    expect(await unitStatuses(t.db, [unit!])).toEqual(['free']);
  });

  it('refuses a unit that is not free with 409 and writes nothing', async () => {
    const [unit] = await freeUnits(t.db, 1);
    await postSale(admin, saleBody([unit!], [nino]));
    const payload = saleBody([unit!], [nino]);
    const res = await admin.post('/api/sales', payload);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The unit is no longer free: it is sold, booked or in another deal');
    expect(await t.db.select().from(sales).where(eq(sales.contract_no, payload.contract_no))).toEqual([]);
  });

  it('lets exactly one of two simultaneous sales of one unit win; the other gets 409', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [unit] = await freeUnits(t.db, 1);
      const answers = await Promise.all([
        admin.post('/api/sales', saleBody([unit!], [nino])),
        admin.post('/api/sales', saleBody([unit!], [nino])),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await unitStatuses(t.db, [unit!])).toEqual(['sold']);
    }
  });

  it('closes the booking it comes from: the booked unit is sold and the booking converted', async () => {
    const [unit] = await freeUnits(t.db, 2);
    const booking = await admin.post('/api/bookings', {
      property_id: unit,
      customer_id: nino,
      operator_id: manager,
      date_from: '2030-03-01',
      date_to: '2030-03-15',
      price: '1000',
      currency: 'USD',
    });
    expect(booking.statusCode).toBe(200);
    const bookingId = booking.json().id as number;

    const withoutBooking = await admin.post('/api/sales', saleBody([unit!], [nino]));
    expect(withoutBooking.statusCode).toBe(409);

    const id = await postSale(admin, saleBody([unit!], [nino], { booking_id: bookingId }));
    expect(await unitStatuses(t.db, [unit!])).toEqual(['sold']);
    const [closed] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(closed!.status).toBe('converted');
    expect(closed!.closed_at).not.toBeNull();
    expect((await admin.get(`/api/sales/${id}`)).json().booking_id).toBe(bookingId);

    const [other] = await freeUnits(t.db, 2);
    const again = await admin.post('/api/sales', saleBody([other!], [nino], { booking_id: bookingId }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      booking_id: ['The booking is not active or its unit is not part of this sale'],
    });
    expect(await unitStatuses(t.db, [other!])).toEqual(['free']);
  });

  it("applies the buyer's advance payments as the sale's first payments", async () => {
    const advance = await admin.post('/api/advance-payments', {
      customer_id: nino,
      amount: '5000',
      currency: 'USD',
      paid_at: '2030-01-05',
    });
    expect(advance.statusCode).toBe(200);
    const advanceId = advance.json().id as number;
    const someoneElse = await insertCustomer(t.db, {
      first_name: 'გიორგი',
      last_name: 'ტაბიძე',
      first_name_en: 'Nino',
      last_name_en: 'ტაბიძე',
    });
    const theirs = await admin.post('/api/advance-payments', {
      customer_id: someoneElse,
      amount: '700',
      currency: 'USD',
      paid_at: '2030-01-05',
    });

    const [blocked] = await freeUnits(t.db, 1);
    const refused = await admin.post(
      '/api/sales',
      saleBody([blocked!], [nino], { advance_payment_ids: [theirs.json().id] }),
    );
    expect(refused.statusCode).toBe(422);
    expect(await unitStatuses(t.db, [blocked!])).toEqual(['free']);

    const [unit] = await freeUnits(t.db, 1);
    const id = await postSale(admin, saleBody([unit!], [nino], { advance_payment_ids: [advanceId] }));
    const sale = (await admin.get(`/api/sales/${id}`)).json();
    expect(sale.payments).toEqual([
      expect.objectContaining({ amount: '5000.00', payment_type: 'advance', advance_payment_id: advanceId }),
    ]);
    expect(sale.balance.paid).toBe('5000.00');
    expect(sale.schedule[0]).toMatchObject({ paid: '5000.00', left: '5000.00', status: 'partial' });
    const [applied] = await t.db.select().from(advancePayments).where(eq(advancePayments.id, advanceId));
    expect(applied!.sale_id).toBe(id);
  });
});

describe('the sales list and totals', () => {
  let overdueId: number;
  let futureId: number;
  let gelId: number;
  let buyer: number;

  beforeAll(async () => {
    buyer = await insertCustomer(t.db, {
      first_name: 'ლევან',
      last_name: 'ხაჩიძე',
      first_name_en: 'Nino',
      last_name_en: 'ხაჩიძე',
      country: 'DE',
      email: 'levan@example.ge',
      birth_date: '1980-07-14',
    });
    const [late] = await freeUnits(t.db, 1);
    overdueId = await postSale(
      admin,
      saleBody([late!], [buyer], {
        contract_start_date: '2024-03-01',
        first_installment_amount: '0',
        first_installment_date: null,
        schedule: undefined,
      }),
    );
    const [future] = await freeUnits(t.db, 1);
    futureId = await postSale(
      admin,
      saleBody([future!], [buyer], {
        contract_start_date: '2030-01-15',
        first_installment_date: '2030-01-20',
        schedule: { start_month: '2030-02', count: 4 },
        is_signed: true,
      }),
    );
    const [gel, gel2] = await freeUnits(t.db, 3, 2);
    gelId = await postSale(
      admin,
      saleBody([gel!, gel2!], [buyer], {
        payment_ccy: 'GEL',
        contract_lang: 'en',
        contract_start_date: '2030-06-01',
        first_installment_date: '2030-06-02',
        schedule: { start_month: '2030-07', count: 2 },
      }),
    );
  });

  const list = async (query: string, api = admin) => {
    const res = await api.get(`/api/sales?perpage=50&customer_id=${buyer}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Row[]; meta: { total: number } };
  };

  it('computes debt and overdue days as of today from the schedule', async () => {
    const { data } = await list(`id=${overdueId}`);
    expect(data[0]).toMatchObject({ debt: '50000.00', next_due_date: '2024-03-01' });
    expect(data[0]!.overdue_days).toBeGreaterThan(900);
    const detail = (await admin.get(`/api/sales/${overdueId}`)).json();
    expect(detail.balance).toMatchObject({ debt: '50000.00', next_due_amount: '50000.00' });
    expect(detail.schedule[0].late).toBe(true);
  });

  it('filters by every kind of field', async () => {
    expect(ids((await list('')).data).sort()).toEqual([overdueId, futureId, gelId].sort());
    expect(ids((await list('overdue=true')).data)).toEqual([overdueId]);
    expect(ids((await list('overdue=false')).data).sort()).toEqual([futureId, gelId].sort());
    expect(ids((await list('payment_ccy=GEL')).data)).toEqual([gelId]);
    expect(ids((await list('with_multiple_properties=true')).data)).toEqual([gelId]);
    expect(ids((await list('contract_lang=en')).data)).toEqual([gelId]);
    expect(ids((await list('is_signed=true')).data)).toEqual([futureId]);
    expect(ids((await list('building_ids=3')).data)).toEqual([gelId]);
    expect(ids((await list('building_ids=1,3')).data).length).toBe(3);
    expect(
      ids((await list('contract_start_date_from=2030-01-01&contract_start_date_to=2030-03-01')).data),
    ).toEqual([futureId]);
    expect(ids((await list('first_installment_date_from=2030-06-01')).data)).toEqual([gelId]);
    expect(ids((await list('has_payments=no')).data).length).toBe(3);
    expect(ids((await list('has_payments=yes')).data)).toEqual([]);
    expect(ids((await list('has_payments=below_percent&payment_percent=10')).data).length).toBe(3);
    expect(ids((await list('customer_country=de&customer_has_email=true')).data).length).toBe(3);
    expect(ids((await list('customer_has_phone=true')).data)).toEqual([]);
    expect(ids((await list('customer_birth_date=07-14')).data).length).toBe(3);
    // The sale entered years behind its schedule is a cancellation candidate from the start.
    expect(ids((await list('sale_statuses=active,defective')).data).sort()).toEqual([futureId, gelId].sort());
    expect(ids((await list('sale_statuses=cancellation_candidate')).data)).toEqual([overdueId]);
    expect(ids((await list('sale_statuses=canceled')).data)).toEqual([]);
    expect(ids((await list('has_docs=false')).data).length).toBe(3);
    const numbered = (await admin.get(`/api/sales/${gelId}`)).json().properties[0];
    expect(ids((await list(`property_num=${numbered.number}&building_ids=3`)).data)).toEqual([gelId]);
    // The server reads dates in Tbilisi, four hours ahead of UTC.
    const adding = tbilisiToday();
    expect((await list(`adding_date_from=2020-01-01&adding_date_to=${adding}`)).meta.total).toBe(3);
  });

  it('filters by instalments falling due in a range and not yet fully paid', async () => {
    // futureId owes 10,000 on 20 Jan 2030, then on the 10th of Feb-May 2030; gelId on 2 Jun, 10 Jul, 10 Aug 2030.
    expect(ids((await list('due_from=2030-01-20&due_to=2030-01-20')).data)).toEqual([futureId]);
    expect(ids((await list('due_from=2030-05-01&due_to=2030-07-31')).data).sort()).toEqual(
      [futureId, gelId].sort(),
    );
    expect(ids((await list('due_to=2024-12-31')).data)).toEqual([overdueId]);
    expect(ids((await list('due_from=2030-08-11')).data)).toEqual([]);
    expect(ids((await list('due_from=2030-06-30&due_to=2030-06-01')).data)).toEqual([gelId]);
    const totals = await admin.get(
      `/api/sales/totals?customer_id=${buyer}&due_from=2030-06-01&due_to=2030-06-30`,
    );
    expect(totals.json()).toMatchObject({ count: 1, per_currency: [{ currency: 'GEL', count: 1 }] });
    expect((await admin.get('/api/sales?due_from=2030-02-30')).statusCode).toBe(422);

    // A sale leaves the filter once the instalment is paid in full, not before.
    const payer = await insertCustomer(t.db, { first_name_en: 'Due', last_name_en: 'Payer' });
    const [unit] = await freeUnits(t.db, 1);
    const saleId = await postSale(
      admin,
      saleBody([unit!], [payer], {
        contract_start_date: '2031-01-05',
        first_installment_date: '2031-01-10',
        schedule: { start_month: '2031-02', count: 4 },
      }),
    );
    const dueInJanuary = async () =>
      ids(
        (await admin.get(`/api/sales?customer_id=${payer}&due_from=2031-01-01&due_to=2031-01-31`)).json()
          .data,
      );
    const pay = async (amount: string) => {
      const res = await admin.post('/api/payments/pay', {
        sale_id: saleId,
        amount,
        currency: 'USD',
        payment_date: tbilisiToday(),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    expect(await dueInJanuary()).toEqual([saleId]);
    await pay('9999.99');
    expect(await dueInJanuary()).toEqual([saleId]);
    await pay('0.01');
    expect(await dueInJanuary()).toEqual([]);
  });

  it('sorts by debt, price or id and pages with links', async () => {
    expect(ids((await list('sort=debt&direction=desc')).data)[0]).toBe(overdueId);
    const byPrice = (await list('sort=total_price&direction=asc')).data.map((r) => r.total_price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => Number(a) - Number(b)));
    const page = (await admin.get(`/api/sales?perpage=5&page=1&customer_id=${buyer}`)).json();
    expect(page.meta).toMatchObject({ current_page: 1, total: 3 });
    expect(page.links.prev).toBeNull();
    expect((await admin.get('/api/sales?perpage=7')).statusCode).toBe(422);
    expect((await admin.get('/api/sales?sort=nonsense')).statusCode).toBe(422);
  });

  it('totals count, price, paid, debt and overdue per currency for the same filter', async () => {
    const res = await admin.get(`/api/sales/totals?customer_id=${buyer}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 3,
      per_currency: [
        { currency: 'GEL', count: 1, price: '100000.00', paid: '0.00', debt: '0.00', overdue_count: 0 },
        { currency: 'USD', count: 2, price: '100000.00', paid: '0.00', debt: '50000.00', overdue_count: 1 },
      ],
    });
    const overdue = (await admin.get(`/api/sales/totals?customer_id=${buyer}&overdue=true`)).json();
    expect(overdue.count).toBe(1);
  });

  it("lists a customer's sales and answers the brief of one", async () => {
    const res = await admin.post('/api/sales/getSalesByCustomer', { customer_id: buyer });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json()).sort()).toEqual([overdueId, futureId, gelId].sort());
    const accountant = await t.as('accountant', 'en');
    expect((await accountant.post('/api/sales/getSalesByCustomer', { customer_id: buyer })).statusCode).toBe(
      200,
    );

    const brief = (await admin.get(`/api/sales/brief-info/${overdueId}`)).json();
    expect(brief).toMatchObject({
      id: overdueId,
      status: 'cancellation_candidate',
      payment_ccy: 'USD',
      customer_name: 'Nino ხაჩიძე',
      balance: { total: '50000.00', debt: '50000.00' },
    });
  });
});

describe('who sees and changes which sales', () => {
  it('lets an accountant read everything and change nothing', async () => {
    const [unit] = await freeUnits(t.db, 1);
    const id = await postSale(admin, saleBody([unit!], [nino]));
    const accountant = await t.as('accountant', 'en');
    expect((await accountant.get('/api/sales')).statusCode).toBe(200);
    const detail = await accountant.get(`/api/sales/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(Object.values(detail.json().can).every((v) => v === false)).toBe(true);
    const [other] = await freeUnits(t.db, 1);
    expect((await accountant.post('/api/sales', saleBody([other!], [nino]))).statusCode).toBe(403);
    expect(
      (await accountant.post(`/api/sales/${id}/status`, { status: 'defective', reason: 'x' })).statusCode,
    ).toBe(403);
    expect((await accountant.delete(`/api/sales/${id}`)).statusCode).toBe(403);
    expect(await unitStatuses(t.db, [other!])).toEqual(['free']);
  });

  it('shows a sales manager the page without delete, and refuses the delete', async () => {
    const [unit] = await freeUnits(t.db, 1);
    const id = await postSale(admin, saleBody([unit!], [nino]));
    const sm = await t.as('sales_manager', 'en');
    const detail = (await sm.get(`/api/sales/${id}`)).json();
    expect(detail.can).toMatchObject({ edit: true, delete: false, delete_payments: false });
    expect((await sm.delete(`/api/sales/${id}`)).statusCode).toBe(403);
  });

  it('limits view_only_own_sales to the sales the user is responsible for', async () => {
    await t.db.insert(users).values({
      username: 'own_sales',
      email: 'own_sales@demo.ge',
      first_name: 'Own',
      last_name: 'Sales',
      password_hash: 'x',
      permissions: ['view_only_own_sales', 'can_be_responsible_sale_manager'],
    });
    const ownId = await userIdOf(t.db, 'own_sales');
    const [u1, u2] = await freeUnits(t.db, 2, 2);
    const mine = await postSale(admin, saleBody([u1!], [nino], { responsible_user_id: ownId }));
    const notMine = await postSale(admin, saleBody([u2!], [nino], { responsible_user_id: manager }));
    const own = await t.as('own_sales', 'en');
    const listed = (await own.get('/api/sales?perpage=50')).json();
    expect(ids(listed.data)).toEqual([mine]);
    expect((await own.get(`/api/sales/${mine}`)).statusCode).toBe(200);
    expect((await own.get(`/api/sales/${notMine}`)).statusCode).toBe(404);
    expect((await own.get(`/api/sales/totals`)).json().count).toBe(1);
    expect((await (await t.as('property_registrar', 'en')).get('/api/sales')).statusCode).toBe(403);
  });

  it('shows the demo client manager the sales they are responsible for, and no other', async () => {
    const cm = await t.as('client_manager', 'en');
    const cmId = await userIdOf(t.db, 'client_manager');
    const listed = (await cm.get('/api/sales?perpage=50')).json().data as { id: number }[];
    expect(listed.length).toBeGreaterThan(0);
    for (const { id } of listed.slice(0, 5))
      expect((await admin.get(`/api/sales/${id}`)).json().responsible_user_id).toBe(cmId);
  });

  it("keeps a user limited to one complex away from the other complexes' sales", async () => {
    await t.db.insert(users).values({
      username: 'vake_sales',
      email: 'vake_sales@demo.ge',
      first_name: 'Vake',
      last_name: 'Sales',
      password_hash: 'x',
      // The buyers a sale names must be customers the user may see (spec §6): every customer here.
      permissions: ['view_sales', 'create_sales', 'edit_sales', 'view_customers'],
      building_ids: [1],
    });
    const [inside] = await freeUnits(t.db, 1);
    const [outside] = await freeUnits(t.db, 2);
    const theirs = await postSale(admin, saleBody([inside!], [nino]));
    const other = await postSale(admin, saleBody([outside!], [nino]));
    const vake = await t.as('vake_sales', 'en');
    const listed = (await vake.get('/api/sales?perpage=50')).json();
    expect(listed.data.every((r: { building_id: number }) => r.building_id === 1)).toBe(true);
    expect(ids(listed.data)).toContain(theirs);
    expect((await vake.get(`/api/sales/${other}`)).statusCode).toBe(404);
    expect(
      (await vake.post(`/api/sales/${other}/status`, { status: 'defective', reason: 'x' })).statusCode,
    ).toBe(404);
    const [more] = await freeUnits(t.db, 2);
    const refused = await vake.post('/api/sales', saleBody([more!], [nino]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ properties: ['Unit not found'] });
    const totals = (await vake.get('/api/sales/totals')).json();
    // Without view_canceled_sales the canceled ones are not counted either.
    const all = (
      await admin.get(
        '/api/sales/totals?building_ids=1&sale_statuses=active,defective,overdue,cancellation_candidate',
      )
    ).json();
    expect(totals.count).toBe(all.count);
  });
});

describe('reference lists', () => {
  it('answers payment types and contract languages in the asked language', async () => {
    const ka = await t.as('sales_manager');
    const types = (await ka.get('/api/sales/payment-types')).json();
    expect(types.map((x: { value: string }) => x.value)).toEqual([
      'bank_transfer',
      'cash',
      'card',
      'mortgage',
      'advance',
      'barter',
      'other',
    ]);
    expect(types[1]).toMatchObject({ value: 'cash', title: 'ნაღდი ფული', title_en: 'Cash' });
    const languages = (await admin.get('/api/sales/getContractLanguages')).json();
    expect(languages.map((x: { value: string; title: string }) => [x.value, x.title])).toEqual([
      ['ge', 'Georgian'],
      ['en', 'English'],
      ['ru', 'Russian'],
      ['ge_en', 'Georgian and English'],
      ['ge_ru', 'Georgian and Russian'],
    ]);
  });

  it('offers only active users who may be responsible for sales', async () => {
    const offered = (await admin.get('/api/sales/responsible-users')).json() as { id: number }[];
    expect(ids(offered as Row[])).toContain(manager);
    expect(ids(offered as Row[])).not.toContain(await userIdOf(t.db, 'accountant'));
    await t.db.update(users).set({ active: false }).where(eq(users.id, manager));
    try {
      expect(ids((await admin.get('/api/sales/responsible-users')).json())).not.toContain(manager);
      const [unit] = await freeUnits(t.db, 1);
      const res = await admin.post('/api/sales', saleBody([unit!], [nino], { responsible_user_id: manager }));
      expect(res.statusCode).toBe(422);
    } finally {
      await t.db
        .update(users)
        .set({ active: true })
        .where(and(eq(users.id, manager)));
    }
  });
});

describe('the buyers and units a sale names (spec §6)', () => {
  it('takes only units of the user’s complexes and buyers they may see; an unseen one reads as a missing one', async () => {
    const mine = (await insertComplex(t.db, { name: 'გაყიდვების კომპლექსი' })).id;
    const elsewhere = (await insertComplex(t.db, { name: 'სხვისი კომპლექსი' })).id;
    await insertUser(
      t.db,
      'sale_one_complex',
      ['view_sales', 'create_sales', 'edit_sales', 'view_customers'],
      [mine],
    );
    const ownOnly = await insertUser(t.db, 'sale_own_only', [
      'view_only_own_sales',
      'view_only_own_customers',
      'create_sales',
      'edit_sales',
      'can_be_responsible_sale_manager',
      'all_buildings_access',
    ]);
    const hidden = await insertCustomer(t.db, { first_name_en: 'Hidden', last_name_en: 'Buyer' });
    const theirs = await insertCustomer(t.db, {
      created_by: ownOnly,
      first_name_en: 'Own',
      last_name_en: 'Client',
    });
    const another = await insertCustomer(t.db, {
      created_by: ownOnly,
      first_name_en: 'Second',
      last_name_en: 'Client',
    });
    const unit = async (complex = mine) => (await insertUnit(t.db, complex)).id;
    const salesOf = async (id: number) =>
      (await t.db.select().from(saleCustomers).where(eq(saleCustomers.customer_id, id))).length;

    const limited = await t.as('sale_one_complex', 'en');
    const foreign = await limited.post('/api/sales', saleBody([await unit(elsewhere)], [hidden]));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ properties: ['Unit not found'] });
    await postSale(limited, saleBody([await unit()], [hidden]));

    const own = await t.as('sale_own_only', 'en');
    const before = await salesOf(hidden);
    const body = async (buyers: number[]) =>
      saleBody([await unit()], buyers, { responsible_user_id: ownOnly });
    const refused = await own.post('/api/sales', await body([theirs, hidden]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ customer_ids: ['Buyer not found'] });
    expect(refused.body).not.toContain('Hidden');
    const missing = await own.post('/api/sales', await body([theirs, 99999999]));
    expect(missing.json()).toEqual(refused.json());
    const georgian = await (await t.as('sale_own_only', 'ka')).post('/api/sales', await body([hidden]));
    expect(georgian.json().errors.customer_ids[0]).toMatch(/[\u10A0-\u10FF]/);

    const id = await postSale(own, await body([theirs]));
    const change = (customer_ids: number[]) =>
      own.post(`/api/sales/${id}/change-customers`, { customer_ids, date: '2026-02-01', reason: 'Co-buyer' });
    const changed = await change([theirs, hidden]);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual({ customer_ids: ['Buyer not found'] });
    expect(changed.body).not.toContain('Hidden');
    expect(await salesOf(hidden)).toBe(before);
    const added = await change([theirs, another]);
    expect(added.statusCode, added.body).toBe(200);
  });
});
