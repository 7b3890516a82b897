import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyRates } from '../../db/schema';
import { insertComplex, insertSale, insertUser } from '../../test/factories';
import { startNbgStub, type NbgStub } from '../../test/nbg-stub';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';

let stub: NbgStub;
let t: TestApp;
let admin: Api;
let nino: number;
let levan: number;

beforeAll(async () => {
  stub = await startNbgStub({ USD: 2.7, EUR: 2.95 });
  t = await createTestApp({ env: { NBG_RATES_URL: stub.url } });
  admin = await t.as('admin', 'en');
  nino = await insertUser(t.db, 'target_nino', ['can_be_responsible_sale_manager']);
  levan = await insertUser(t.db, 'target_levan', ['can_be_responsible_sale_manager']);
  // Nino in February 2019 (the demo sales of the test database are all later): 40,000 USD and 27,000 GEL (at 2.70 = 10,000 USD), and a canceled 99,000 USD.
  await insertSale(t.db, {
    payment_ccy: 'USD',
    price: '40000',
    contract_start_date: '2019-02-03',
    responsible_user_id: nino,
  });
  await insertSale(t.db, {
    payment_ccy: 'GEL',
    price: '27000',
    contract_start_date: '2019-02-14',
    responsible_user_id: nino,
  });
  await insertSale(t.db, {
    payment_ccy: 'USD',
    price: '99000',
    contract_start_date: '2019-02-15',
    responsible_user_id: nino,
    status: 'canceled',
  });
  // Levan: 5,000 GEL in February without a target; 8,000 USD in March.
  await insertSale(t.db, {
    payment_ccy: 'GEL',
    price: '5000',
    contract_start_date: '2019-02-20',
    responsible_user_id: levan,
  });
  await insertSale(t.db, {
    payment_ccy: 'USD',
    price: '8000',
    contract_start_date: '2019-03-01',
    responsible_user_id: levan,
  });
  await t.db
    .insert(currencyRates)
    .values([{ currency: 'USD', date: '2019-02-14', rate: '2.700000', valid_from_date: '2019-02-14' }]);
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

describe('sale targets', () => {
  it('makes, changes and deletes a target, one per manager and month', async () => {
    const made = await admin.post('/api/sale-targets', {
      user_id: nino,
      month: '2019-01',
      target_amount: '30000',
      currency: 'USD',
    });
    expect(made.statusCode, made.body).toBe(200);
    const target = made.json();
    expect(target).toMatchObject({
      user_id: nino,
      user_name: 'Test target_nino',
      month: '2019-01',
      target_amount: '30000.00',
      currency: 'USD',
      target_count: null,
    });
    const twice = await admin.post('/api/sale-targets', {
      user_id: nino,
      month: '2019-01',
      target_amount: '1',
      currency: 'USD',
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ month: ['This employee already has a target for this month'] });
    const changed = await admin.post('/api/sale-targets', {
      id: target.id,
      user_id: nino,
      month: '2019-01',
      target_amount: '35000.5',
      currency: 'USD',
      target_count: 3,
    });
    expect(changed.json()).toMatchObject({ id: target.id, target_amount: '35000.50', target_count: 3 });
    expect(
      (await admin.get('/api/sale-targets?year=2019')).json().data.map((r: { id: number }) => r.id),
    ).toEqual([target.id]);
    expect((await admin.get('/api/sale-targets?month=2019-02')).json().data).toEqual([]);
    const wrong = await admin.post('/api/sale-targets', {
      user_id: 999999,
      month: '2019-13',
      target_amount: '0',
      currency: 'XXX',
    });
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['currency', 'month', 'target_amount']);
    const nobody = await admin.post('/api/sale-targets', {
      user_id: 999999,
      month: '2019-05',
      target_amount: '10',
      currency: 'GEL',
    });
    expect(nobody.json().errors).toEqual({ user_id: ['The employee was not found'] });
    expect((await admin.delete(`/api/sale-targets/${target.id}`)).json()).toEqual({ success: true });
    expect((await admin.delete(`/api/sale-targets/${target.id}`)).statusCode).toBe(404);
    const log = (
      await admin.post('/api/logs', { entity_type: 'sale_target', entity_id: String(target.id) })
    ).json();
    expect(log.data.map((l: { action: string }) => l.action)).toEqual(['delete', 'update', 'create']);
  });

  it('sets each manager’s month against the live sales signed in it', async () => {
    await admin.post('/api/sale-targets', {
      user_id: nino,
      month: '2019-02',
      target_amount: '40000',
      currency: 'USD',
      target_count: 3,
    });
    const res = await admin.get('/api/sales/with-targets?month=2019-02');
    expect(res.statusCode, res.body).toBe(200);
    // By name. Levan: no target, 5,000 GEL. Nino: 40,000 + 27,000 / 2.70 = 50,000 USD of 40,000 = 125 %, 2 of 3.
    expect(res.json().rows).toEqual([
      {
        user_id: levan,
        user_name: 'Test target_levan',
        month: '2019-02',
        currency: 'GEL',
        target_amount: null,
        actual_amount: '5000.00',
        target_count: null,
        actual_count: 1,
        achieved_percent: null,
        missing_rate: null,
      },
      {
        user_id: nino,
        user_name: 'Test target_nino',
        month: '2019-02',
        currency: 'USD',
        target_amount: '40000.00',
        actual_amount: '50000.00',
        target_count: 3,
        actual_count: 2,
        achieved_percent: '125.00',
        missing_rate: null,
      },
    ]);
    expect((await admin.get('/api/sales/with-targets?month=2019-2')).statusCode).toBe(422);
  });

  it('fetches a missing rate from the National Bank, and marks only the row whose rate cannot be had', async () => {
    const maia = await insertUser(t.db, 'target_maia', ['can_be_responsible_sale_manager']);
    await admin.post('/api/sale-targets', {
      user_id: maia,
      month: '2019-04',
      target_amount: '10000',
      currency: 'USD',
    });
    // April 2019, no rate stored: Levan (no target, lari) sold 4,000 USD on the 10th, the bank says 2.50.
    await insertSale(t.db, {
      payment_ccy: 'USD',
      price: '4000',
      contract_start_date: '2019-04-10',
      responsible_user_id: levan,
    });
    stub.setRate('USD', 2.5, { date: '2019-04-10' });
    const fetched = await admin.get('/api/sales/with-targets?month=2019-04');
    expect(fetched.statusCode, fetched.body).toBe(200);
    expect(stub.requests).toContain('2019-04-10');
    const levanRow = {
      user_id: levan,
      user_name: 'Test target_levan',
      month: '2019-04',
      currency: 'GEL',
      target_amount: null,
      actual_amount: '10000.00',
      target_count: null,
      actual_count: 1,
      achieved_percent: null,
      missing_rate: null,
    };
    expect(fetched.json().rows).toEqual([
      levanRow,
      {
        user_id: maia,
        user_name: 'Test target_maia',
        month: '2019-04',
        currency: 'USD',
        target_amount: '10000.00',
        actual_amount: '0.00',
        target_count: null,
        actual_count: 0,
        achieved_percent: '0.00',
        missing_rate: null,
      },
    ]);

    // Maia sells 5,400 lari on the 8th and 2,000 USD on the 9th while the bank is down: her row lacks the 8th's
    // dollar rate; Levan's, whose rate is now stored, is still true.
    await insertSale(t.db, {
      payment_ccy: 'GEL',
      price: '5400',
      contract_start_date: '2019-04-08',
      responsible_user_id: maia,
    });
    await insertSale(t.db, {
      payment_ccy: 'USD',
      price: '2000',
      contract_start_date: '2019-04-09',
      responsible_user_id: maia,
    });
    stub.setMode('fail');
    const down = await t.as('admin', 'ka');
    const res = await down.get('/api/sales/with-targets?month=2019-04');
    expect(res.statusCode, res.body).toBe(200);
    const maiaMissing = {
      user_id: maia,
      user_name: 'Test target_maia',
      month: '2019-04',
      currency: 'USD',
      target_amount: '10000.00',
      actual_amount: null,
      target_count: null,
      actual_count: 2,
      achieved_percent: null,
      missing_rate: { currency: 'USD', date: '2019-04-08' },
    };
    expect(res.json().rows).toEqual([levanRow, maiaMissing]);

    // Once the bank answers again, the row is whole: 5,400 / 2.70 + 2,000 = 4,000 USD of 10,000.
    stub.setMode('ok');
    const back = await admin.get('/api/sales/with-targets?month=2019-04');
    expect(back.json().rows[1]).toEqual({
      ...maiaMissing,
      actual_amount: '4000.00',
      achieved_percent: '40.00',
      missing_rate: null,
    });
  });

  it('leaves the sales routes their /sales/:id', async () => {
    expect((await admin.get('/api/sales/999999')).statusCode).toBe(404);
    expect((await admin.get('/api/sales/with-targets?month=2018-01')).json()).toEqual({ rows: [] });
  });

  it('lets bonus or report readers read targets, and only edit_sale_targets write them', async () => {
    const manager = await t.as('sales_manager');
    expect((await manager.get('/api/sale-targets')).statusCode).toBe(200);
    expect((await manager.get('/api/sales/with-targets?month=2019-02')).statusCode).toBe(200);
    expect(
      (
        await manager.post('/api/sale-targets', {
          user_id: nino,
          month: '2019-06',
          target_amount: '1',
          currency: 'GEL',
        })
      ).statusCode,
    ).toBe(403);
    const registrar = await t.as('property_registrar');
    expect((await registrar.get('/api/sale-targets')).statusCode).toBe(403);
    expect((await registrar.get('/api/sales/with-targets?month=2019-02')).statusCode).toBe(403);
    await insertUser(t.db, 'target_reader', ['view_bonus_schemas']);
    const bonusReader = await t.as('target_reader');
    expect((await bonusReader.get('/api/sale-targets')).statusCode).toBe(200);
    expect((await bonusReader.delete('/api/sale-targets/1')).statusCode).toBe(403);
  });
});

describe('targets against the sales the reader may see (spec §6)', () => {
  let own: number;
  // A month of its own: the missing-rate test above fills April.
  const month = '2019-07';
  const row = async (api: Api) => {
    const res = await api.get(`/api/sales/with-targets?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().rows as { user_id: number; actual_amount: string; actual_count: number }[]).map(
      (r) => [r.user_id, r.actual_amount, r.actual_count],
    );
  };

  beforeAll(async () => {
    const complex = (await insertComplex(t.db, { name: 'მიზნების კომპლექსი' })).id;
    await insertUser(t.db, 'targets_one_complex', ['view_reports'], [complex]);
    await insertUser(t.db, 'targets_no_complex', ['view_reports'], []);
    own = await insertUser(t.db, 'targets_own', [
      'view_reports',
      'view_only_own_sales',
      'can_be_responsible_sale_manager',
      'all_buildings_access',
    ]);
    const sale = { payment_ccy: 'GEL' as const, contract_start_date: '2019-07-10' };
    await insertSale(t.db, { ...sale, price: '1000', building_id: complex, responsible_user_id: nino });
    await insertSale(t.db, { ...sale, price: '2000', responsible_user_id: levan });
    await insertSale(t.db, { ...sale, price: '3000', responsible_user_id: own });
    for (const user_id of [levan, own])
      await admin.post('/api/sale-targets', { user_id, month, target_amount: '10000', currency: 'GEL' });
  });

  it('counts every complex for whoever sees them all', async () => {
    expect(await row(admin)).toEqual(
      expect.arrayContaining([
        [nino, '1000.00', 1],
        [levan, '2000.00', 1],
        [own, '3000.00', 1],
      ]),
    );
  });

  it('counts only the sales of the reader’s complexes, none without one', async () => {
    // The targets are the company's; what meets them is what the reader may see.
    expect(await row(await t.as('targets_one_complex'))).toEqual([
      [levan, '0.00', 0],
      [nino, '1000.00', 1],
      [own, '0.00', 0],
    ]);
    expect(await row(await t.as('targets_no_complex'))).toEqual([
      [levan, '0.00', 0],
      [own, '0.00', 0],
    ]);
  });

  it('shows an own-only reader their own month and target only', async () => {
    const api = await t.as('targets_own');
    expect(await row(api)).toEqual([[own, '3000.00', 1]]);
    const targets = (await api.get(`/api/sale-targets?month=${month}`)).json().data as { user_id: number }[];
    expect(targets.map((r) => r.user_id)).toEqual([own]);
  });
});
