import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advancePayments, auditLogs, bankAccounts, properties, users } from '../../db/schema';
import { insertComplex, insertCustomer, insertUnit, insertUser } from '../../test/factories';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Api;
let nino: number;
let levan: number;
let account: number;
let vakeUnit: number;
let saburtaloUnit: number;

const unitOf = async (buildingId: number) =>
  (
    await t.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.building_id, buildingId))
      .limit(1)
  )[0]!.id;

const body = (extra: Record<string, unknown> = {}) => ({
  customer_id: nino,
  amount: '5000.50',
  currency: 'USD',
  paid_at: '2031-02-10',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin', 'en');
  nino = await insertCustomer(t.db, {
    first_name: 'ნინო',
    last_name: 'ლომიძე',
    first_name_en: 'Nino',
    last_name_en: 'Lomidze',
  });
  levan = await insertCustomer(t.db, {
    first_name: 'ლევან',
    last_name: 'გიორგაძე',
    first_name_en: 'Levan',
    last_name_en: 'Giorgadze',
  });
  const [first] = await t.db.select({ id: bankAccounts.id }).from(bankAccounts).limit(1);
  account = first!.id;
  vakeUnit = await unitOf(1);
  saburtaloUnit = await unitOf(2);
});
afterAll(() => t.close());

describe('advance payments', () => {
  it('records an advance with unit and account, answers names, audited', async () => {
    const res = await admin.post(
      '/api/advance-payments',
      body({ property_id: vakeUnit, bank_account_id: account, note: 'Cash desk', amount: 1200 }),
    );
    expect(res.statusCode).toBe(200);
    const advance = res.json();
    expect(advance).toMatchObject({
      customer_id: nino,
      customer_name: 'Nino Lomidze',
      amount: '1200.00',
      currency: 'USD',
      paid_at: '2031-02-10',
      property_id: vakeUnit,
      bank_account_id: account,
      note: 'Cash desk',
      sale_id: null,
    });
    expect(advance.property.number).not.toBe('');
    expect(advance.bank_account).toEqual(expect.any(String));
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_type, 'advance_payment'), eq(auditLogs.entity_id, String(advance.id))));
    expect(audit).toMatchObject({ action: 'create' });
    expect(audit!.changes).toMatchObject({ amount: { before: null, after: '1200.00' } });

    const plain = (
      await admin.post('/api/advance-payments', body({ property_id: '', bank_account_id: null }))
    ).json();
    expect(plain).toMatchObject({
      property_id: null,
      property: null,
      bank_account_id: null,
      bank_account: null,
    });
  });

  it.each([
    ['customer_id', { customer_id: undefined }],
    ['amount', { amount: '0' }],
    ['amount', { amount: '-3' }],
    ['amount', { amount: '10.999' }],
    ['amount', { amount: undefined }],
    ['currency', { currency: 'GBP' }],
    ['paid_at', { paid_at: '10/02/2031' }],
    ['paid_at', { paid_at: undefined }],
    ['property_id', { property_id: 999999 }],
    ['bank_account_id', { bank_account_id: 999999 }],
    ['customer_id', { customer_id: 999999 }],
    ['note', { note: 'x'.repeat(2001) }],
  ])('answers 422 on %s (case %#)', async (field, change) => {
    const before = (await t.db.select().from(advancePayments)).length;
    const res = await admin.post('/api/advance-payments', { ...body(), ...change });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect((await t.db.select().from(advancePayments)).length).toBe(before);
  });

  it('lists with filters and totals per currency over every filtered row', async () => {
    await admin.post(
      '/api/advance-payments',
      body({ customer_id: levan, amount: '100.10', currency: 'GEL', paid_at: '2032-01-05' }),
    );
    await admin.post(
      '/api/advance-payments',
      body({ customer_id: levan, amount: '200.25', currency: 'GEL', paid_at: '2032-01-20' }),
    );
    await admin.post(
      '/api/advance-payments',
      body({ customer_id: levan, amount: '50', currency: 'EUR', paid_at: '2032-02-01' }),
    );
    const res = await admin.get(`/api/advance-payments?customer_id=${levan}&perpage=5`);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.meta.total).toBe(3);
    expect(list.data.map((r: { paid_at: string }) => r.paid_at)).toEqual([
      '2032-02-01',
      '2032-01-20',
      '2032-01-05',
    ]);
    expect(list.totals).toEqual([
      { currency: 'EUR', total: '50.00' },
      { currency: 'GEL', total: '300.35' },
    ]);
    const january = (
      await admin.get(`/api/advance-payments?customer_id=${levan}&date_from=2032-01-10&date_to=2032-01-31`)
    ).json();
    expect(january.data.map((r: { amount: string }) => r.amount)).toEqual(['200.25']);
    expect(january.totals).toEqual([{ currency: 'GEL', total: '200.25' }]);
    const euros = (await admin.get(`/api/advance-payments?customer_id=${levan}&currency=EUR`)).json();
    expect(euros.meta.total).toBe(1);
    const paged = (await admin.get(`/api/advance-payments?customer_id=${levan}&perpage=5&page=2`)).json();
    expect(paged.data).toEqual([]);
    expect(paged.totals).toEqual(list.totals);
    expect((await admin.get('/api/advance-payments?currency=XYZ')).statusCode).toBe(422);
  });

  it('changes and deletes an advance, audited; one applied to a sale stays as it is', async () => {
    const created = (await admin.post('/api/advance-payments', body())).json();
    const res = await admin.put(
      `/api/advance-payments/${created.id}`,
      body({ amount: '4000', currency: 'EUR', customer_id: levan }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      amount: '4000.00',
      currency: 'EUR',
      customer_name: 'Levan Giorgadze',
    });
    const [last] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_type, 'advance_payment'), eq(auditLogs.entity_id, String(created.id))))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(last!.changes).toMatchObject({ amount: { before: '5000.50', after: '4000.00' } });
    expect((await admin.put('/api/advance-payments/999999', body())).statusCode).toBe(404);

    const removed = await admin.delete(`/api/advance-payments/${created.id}`);
    expect(removed.json()).toEqual({ success: true, message: 'Record deleted successfully' });
    expect((await admin.delete(`/api/advance-payments/${created.id}`)).statusCode).toBe(404);

    const applied = (await admin.post('/api/advance-payments', body())).json();
    await t.db.update(advancePayments).set({ sale_id: 1 }).where(eq(advancePayments.id, applied.id));
    const locked = await admin.put(`/api/advance-payments/${applied.id}`, body({ amount: '1' }));
    expect(locked.statusCode).toBe(422);
    expect(locked.json().message).toBe('An advance already applied to a sale cannot be changed or deleted');
    expect((await admin.delete(`/api/advance-payments/${applied.id}`)).statusCode).toBe(422);
  });

  it('asks for a session and the advance permissions', async () => {
    const created = (await admin.post('/api/advance-payments', body())).json();
    expect((await t.anonymous().get('/api/advance-payments')).statusCode).toBe(401);
    const registrar = await t.as('booking_registrar', 'en');
    const refused = await registrar.get('/api/advance-payments');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().missing_permission).toBe('view_advanced_payments');
    expect((await registrar.post('/api/advance-payments', body())).statusCode).toBe(403);
    const sales = await t.as('sales_manager', 'en');
    expect((await sales.get('/api/advance-payments')).statusCode).toBe(200);
    const accountant = await t.as('accountant', 'en');
    expect((await accountant.get('/api/advance-payments')).statusCode).toBe(200);
    expect((await accountant.put(`/api/advance-payments/${created.id}`, body())).statusCode).toBe(403);
    expect((await accountant.delete(`/api/advance-payments/${created.id}`)).statusCode).toBe(403);
  });

  it("hides another complex's advances from a user limited to one complex", async () => {
    await t.db.insert(users).values({
      username: 'vake_cashier',
      email: 'vake_cashier@demo.ge',
      first_name: 'Vake',
      last_name: 'Cashier',
      password_hash: 'x',
      // The customer an advance names must be one the user may see (spec §6): every customer here.
      permissions: ['view_advanced_payments', 'edit_advanced_payments', 'view_customers'],
      building_ids: [1],
    });
    const limited = await t.as('vake_cashier', 'en');
    const other = (
      await admin.post('/api/advance-payments', body({ property_id: saburtaloUnit, paid_at: '2033-03-03' }))
    ).json();
    const own = (
      await admin.post('/api/advance-payments', body({ property_id: vakeUnit, paid_at: '2033-03-03' }))
    ).json();
    const listed = (
      await limited.get('/api/advance-payments?date_from=2033-03-03&date_to=2033-03-03')
    ).json();
    expect(listed.data.map((r: { id: number }) => r.id)).toEqual([own.id]);
    expect((await limited.put(`/api/advance-payments/${other.id}`, body())).statusCode).toBe(404);
    expect((await limited.delete(`/api/advance-payments/${other.id}`)).statusCode).toBe(404);
    const refused = await limited.post('/api/advance-payments', body({ property_id: saburtaloUnit }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ property_id: ['Unit not found'] });
  });
});

describe('the customer and unit an advance names (spec §6)', () => {
  it('takes only a unit of the user’s complexes and a customer they may see; an unseen one reads as a missing one', async () => {
    const mine = (await insertComplex(t.db, { name: 'ავანსების კომპლექსი' })).id;
    const elsewhere = (await insertComplex(t.db, { name: 'სხვისი კომპლექსი' })).id;
    await insertUser(
      t.db,
      'advance_one_complex',
      ['view_advanced_payments', 'edit_advanced_payments', 'view_customers', 'view_properties'],
      [mine],
    );
    const ownOnly = await insertUser(t.db, 'advance_own_only', [
      'view_advanced_payments',
      'edit_advanced_payments',
      'view_only_own_customers',
      'all_buildings_access',
    ]);
    const hidden = await insertCustomer(t.db, { first_name_en: 'Hidden', last_name_en: 'Payer' });
    const theirs = await insertCustomer(t.db, {
      created_by: ownOnly,
      first_name_en: 'Own',
      last_name_en: 'Client',
    });
    const unit = async (complex = mine) => (await insertUnit(t.db, complex)).id;
    const advancesOf = async (id: number) =>
      (await t.db.select().from(advancePayments).where(eq(advancePayments.customer_id, id))).length;

    const limited = await t.as('advance_one_complex', 'en');
    const foreign = await limited.post(
      '/api/advance-payments',
      body({ customer_id: hidden, property_id: await unit(elsewhere) }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ property_id: ['Unit not found'] });
    const allowed = await limited.post(
      '/api/advance-payments',
      body({ customer_id: hidden, property_id: await unit() }),
    );
    expect(allowed.statusCode, allowed.body).toBe(200);

    const own = await t.as('advance_own_only', 'en');
    const before = await advancesOf(hidden);
    const refused = await own.post('/api/advance-payments', body({ customer_id: hidden }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ customer_id: ['Customer not found'] });
    expect(refused.body).not.toContain('Hidden');
    const missing = await own.post('/api/advance-payments', body({ customer_id: 99999999 }));
    expect(missing.json()).toEqual(refused.json());
    const georgian = await (
      await t.as('advance_own_only', 'ka')
    ).post('/api/advance-payments', body({ customer_id: hidden }));
    expect(georgian.json().errors.customer_id[0]).toMatch(/[\u10A0-\u10FF]/);

    const created = await own.post('/api/advance-payments', body({ customer_id: theirs }));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const changed = await own.put(`/api/advance-payments/${id}`, body({ customer_id: hidden }));
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual({ customer_id: ['Customer not found'] });
    expect(changed.body).not.toContain('Hidden');
    expect(await advancesOf(hidden)).toBe(before);
    const kept = await own.put(`/api/advance-payments/${id}`, body({ customer_id: theirs, note: 'kept' }));
    expect(kept.statusCode, kept.body).toBe(200);
  });
});
