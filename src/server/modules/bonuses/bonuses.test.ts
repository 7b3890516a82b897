import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, currencyRates, payments, sales, serviceContainers, userRoles, users } from '../../db/schema';
import { insertComplex, insertSale, insertUser } from '../../test/factories';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';

/**
 * Every /api/bonuses route, with figures worked out by hand. The sales are made straight in the
 * database; a sale counts on its contract start (none has a signing date), in March 2019, before any demo sale of the test database.
 */

let t: TestApp;
let admin: Api;
let anna: number;
let beka: number;
let outsider: number;

const WORKED_BANDS = [
  { percent_from: '0', percent_to: '300', bonus_percent: '3' },
  { percent_from: 300, percent_to: 500, bonus_percent: 5 },
  { percent_from: '500', percent_to: '', bonus_percent: '7' },
];

const schemaBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Worked example',
  type: 'individual',
  participant_ids: [anna],
  period: 'monthly',
  start: '2019-01-01',
  end: '2019-12-31',
  target_amount: '100000',
  currency: 'GEL',
  basis: 'signed',
  tier_mode: 'marginal',
  items: WORKED_BANDS,
  ...extra,
});

async function createSchema(extra: Record<string, unknown> = {}) {
  const res = await admin.post('/api/bonuses', schemaBody(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; items: { id: number }[] };
}

const calculate = async (bonus_id: number, date_from = '2019-03-01', date_to = '2019-03-31') => {
  const res = await admin.post('/api/bonuses/calculateBonus', { bonus_id, date_from, date_to });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

let annaSale: number;
let annaUsdSale: number;
let bekaSale: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin', 'en');
  anna = await insertUser(t.db, 'bonus_anna', ['can_be_responsible_sale_manager']);
  beka = await insertUser(t.db, 'bonus_beka', ['can_be_responsible_sale_manager']);
  outsider = await insertUser(t.db, 'bonus_outsider', []);
  // Anna: 600,000 GEL on 10 March; 10,000 USD on 20 March (rate 2.70 -> 27,000 GEL). Beka: 50,000 GEL.
  annaSale = (
    await insertSale(t.db, {
      payment_ccy: 'GEL',
      price: '600000',
      contract_start_date: '2019-03-10',
      responsible_user_id: anna,
    })
  ).id;
  annaUsdSale = (
    await insertSale(t.db, {
      payment_ccy: 'USD',
      price: '10000',
      contract_start_date: '2019-03-20',
      responsible_user_id: anna,
    })
  ).id;
  bekaSale = (
    await insertSale(t.db, {
      payment_ccy: 'GEL',
      price: '50000',
      contract_start_date: '2019-03-05',
      responsible_user_id: beka,
    })
  ).id;
  // Someone else's sale and a sale of April: neither counts for March.
  await insertSale(t.db, {
    payment_ccy: 'GEL',
    price: '999',
    contract_start_date: '2019-03-15',
    responsible_user_id: outsider,
  });
  await insertSale(t.db, {
    payment_ccy: 'GEL',
    price: '777',
    contract_start_date: '2019-04-01',
    responsible_user_id: anna,
  });
  await t.db.insert(currencyRates).values([
    { currency: 'USD', date: '2019-03-20', rate: '2.700000', valid_from_date: '2019-03-20' },
    { currency: 'USD', date: '2019-03-25', rate: '2.750000', valid_from_date: '2019-03-25' },
  ]);
});
afterAll(() => t.close());

describe('bonus schemas', () => {
  it('reproduces the worked example through calculateBonus, marginal then retroactive', async () => {
    const schema = await createSchema({ participant_ids: [anna] });
    // Only the 600,000 GEL sale: count it over 1–19 March.
    const marginal = await calculate(schema.id, '2019-03-01', '2019-03-19');
    expect(marginal.rows).toEqual([
      expect.objectContaining({
        user_id: anna,
        result: '600000.00',
        achieved_percent: '600.00',
        bonus_percent: '7.00',
        bonus: '26000.00',
        currency: 'GEL',
        sales: [annaSale],
      }),
    ]);
    const changed = await admin.post('/api/bonuses', schemaBody({ id: schema.id, tier_mode: 'retroactive' }));
    expect(changed.statusCode, changed.body).toBe(200);
    const retroactive = await calculate(schema.id, '2019-03-01', '2019-03-19');
    expect(retroactive.rows[0]).toMatchObject({ bonus_percent: '7.00', bonus: '42000.00' });
    expect(retroactive.totals).toEqual({ result: '600000.00', bonus: '42000.00' });
  });

  it('converts a sale in another currency at the National Bank rate of its day', async () => {
    const schema = await createSchema({ tier_mode: 'marginal' });
    // 600,000 + 10,000 USD × 2.70 = 627,000 GEL = 627 %: 9,000 + 10,000 + 127,000 × 7 % (8,890) = 27,890.
    const month = await calculate(schema.id);
    expect(month.rows[0]).toMatchObject({
      result: '627000.00',
      achieved_percent: '627.00',
      bonus: '27890.00',
      sales: [annaSale, annaUsdSale],
    });
    // In USD the 600,000 GEL sale converts at the 10 March rate, which nobody can fetch here: a 422 naming it.
    await admin.post('/api/bonuses', schemaBody({ id: schema.id, currency: 'USD' }));
    const missing = await admin.post('/api/bonuses/calculateBonus', {
      bonus_id: schema.id,
      date_from: '2019-03-01',
      date_to: '2019-03-31',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('No National Bank rate for USD on 2019-03-10');
  });

  it('shares a group’s bonus equally, the combined result against one target', async () => {
    const bands = [
      { percent_from: '0', percent_to: '100', bonus_percent: '2' },
      { percent_from: '100', percent_to: null, bonus_percent: '4' },
    ];
    const group = await createSchema({
      name: 'Team',
      type: 'group',
      participant_ids: [anna, beka],
      target_amount: '500000',
      tier_mode: 'retroactive',
      items: bands,
    });
    // 627,000 + 50,000 = 677,000 against 500,000 = 135.40 %: retroactive 677,000 × 4 % = 27,080, 13,540 each.
    const retro = await calculate(group.id);
    expect(
      retro.rows.map((r: Record<string, unknown>) => [r.user_id, r.result, r.achieved_percent, r.bonus]),
    ).toEqual([
      [anna, '627000.00', '135.40', '13540.00'],
      [beka, '50000.00', '135.40', '13540.00'],
    ]);
    // Marginal: 500,000 × 2 % + 177,000 × 4 % = 10,000 + 7,080 = 17,080, 8,540 each.
    await admin.post(
      '/api/bonuses',
      schemaBody({
        id: group.id,
        type: 'group',
        participant_ids: [anna, beka],
        target_amount: '500000',
        items: bands,
      }),
    );
    const marginal = await calculate(group.id);
    expect(marginal.rows.map((r: { bonus: string }) => r.bonus)).toEqual(['8540.00', '8540.00']);
    expect(marginal.totals.bonus).toBe('17080.00');
  });

  it('counts only the sale’s own money received, converted at the payment day’s rate', async () => {
    const schema = await createSchema({
      basis: 'received',
      target_amount: '10000',
      items: [{ percent_from: '0', percent_to: null, bonus_percent: '10' }],
    });
    const [renovation] = await t.db
      .insert(serviceContainers)
      .values({
        kind: 'renovation',
        sale_id: annaSale,
        title: 'Renovation',
        currency: 'GEL',
        status: 'in_progress',
      })
      .returning({ id: serviceContainers.id });
    await t.db.insert(payments).values([
      {
        sale_id: annaSale,
        mode: 'sale',
        amount: '4000',
        original_amount: '4000',
        currency: 'GEL',
        payment_date: '2019-03-12',
      },
      {
        sale_id: annaSale,
        mode: 'renovation',
        service_container_id: renovation!.id,
        amount: '9000',
        original_amount: '9000',
        currency: 'GEL',
        payment_date: '2019-03-12',
      },
      {
        sale_id: annaUsdSale,
        mode: 'sale',
        amount: '1000',
        original_amount: '1000',
        currency: 'USD',
        payment_date: '2019-03-25',
      },
      {
        sale_id: annaSale,
        mode: 'sale',
        amount: '5000',
        original_amount: '5000',
        currency: 'GEL',
        payment_date: '2019-04-02',
      },
    ]);
    // 4,000 + 1,000 USD × 2.75 = 6,750 GEL = 67.50 % of 10,000; 10 % of it = 675.
    expect((await calculate(schema.id)).rows[0]).toMatchObject({
      result: '6750.00',
      achieved_percent: '67.50',
      bonus_percent: '10.00',
      bonus: '675.00',
      sales: [annaSale, annaUsdSale],
    });
  });

  it('stops counting a canceled sale when clawback is on, and keeps it when off', async () => {
    const kept = await createSchema({
      clawback: false,
      participant_ids: [beka],
      target_amount: '50000',
      items: [{ percent_from: 0, percent_to: null, bonus_percent: 1 }],
    });
    const clawed = await createSchema({
      participant_ids: [beka],
      target_amount: '50000',
      items: [{ percent_from: 0, percent_to: null, bonus_percent: 1 }],
    });
    expect((await calculate(clawed.id)).rows[0]).toMatchObject({
      result: '50000.00',
      bonus: '500.00',
      sales: [bekaSale],
    });
    const cancel = await (
      await t.as('sales_manager')
    ).post(`/api/sales/${bekaSale}/status`, { status: 'canceled', reason: 'Withdrew' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await calculate(clawed.id)).rows[0]).toMatchObject({ result: '0.00', bonus: '0.00', sales: [] });
    expect((await calculate(kept.id)).rows[0]).toMatchObject({ result: '50000.00', bonus: '500.00' });
    await t.db.update(sales).set({ status: 'active' }).where(eq(sales.id, bekaSale));
  });

  it('pays per period: a quarter’s target, each month of a monthly schema apart', async () => {
    const schema = await createSchema({
      participant_ids: [anna],
      target_amount: '300000',
      items: [
        { percent_from: '0', percent_to: '100', bonus_percent: '1' },
        { percent_from: '100', percent_to: null, bonus_percent: '2' },
      ],
    });
    // March 627,000 (3,000 + 327,000 × 2 % = 9,540); April 777 (7.77).
    const two = await calculate(schema.id, '2019-03-01', '2019-04-30');
    expect(two.rows[0].periods.map((p: Record<string, string>) => [p.from, p.to, p.result, p.bonus])).toEqual(
      [
        ['2019-03-01', '2019-03-31', '627000.00', '9540.00'],
        ['2019-04-01', '2019-04-30', '777.00', '7.77'],
      ],
    );
    expect(two.rows[0]).toMatchObject({ result: '627777.00', bonus: '9547.77', achieved_percent: '104.63' });
    await admin.post(
      '/api/bonuses',
      schemaBody({
        id: schema.id,
        period: 'quarterly',
        target_amount: '300000',
        items: [
          { percent_from: '0', percent_to: '100', bonus_percent: '1' },
          { percent_from: '100', percent_to: null, bonus_percent: '2' },
        ],
      }),
    );
    // Quarterly: Q1 627,000 -> 9,540; Q2 777 -> 7.77 (both quarters clipped to the range asked).
    const quarters = await calculate(schema.id, '2019-03-01', '2019-04-30');
    expect(quarters.rows[0].periods.map((p: Record<string, string>) => [p.from, p.to, p.bonus])).toEqual([
      ['2019-03-01', '2019-03-31', '9540.00'],
      ['2019-04-01', '2019-04-30', '7.77'],
    ]);
    // Before the schema starts nothing is paid.
    await admin.post('/api/bonuses', schemaBody({ id: schema.id, start: '2019-04-01' }));
    expect((await calculate(schema.id, '2019-03-01', '2019-03-31')).rows[0]).toMatchObject({
      result: '0.00',
      bonus: '0.00',
      periods: [],
    });
    expect((await admin.delete(`/api/bonuses/${schema.id}`)).json()).toEqual({ success: true });
    expect((await admin.delete(`/api/bonuses/${schema.id}`)).statusCode).toBe(404);
  });

  it('answers each month’s bonuses of a year', async () => {
    const before = (await admin.get('/api/bonuses')).json().data as { id: number }[];
    for (const s of before) await admin.delete(`/api/bonuses/${s.id}`);
    const schema = await createSchema({
      name: 'Year',
      participant_ids: [anna, beka],
      target_amount: '100000',
      items: [{ percent_from: 0, percent_to: null, bonus_percent: 1 }],
    });
    // March: Anna 627,000 -> 6,270, Beka 50,000 -> 500; April: Anna 777 -> 7.77.
    const res = await admin.post('/api/bonuses/getBonusByMonth', { year: 2019 });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .rows.map((r: Record<string, unknown>) => [r.month, r.user_id, r.bonus, r.currency, r.bonus_id]),
    ).toEqual([
      ['2019-03', anna, '6270.00', 'GEL', schema.id],
      ['2019-03', beka, '500.00', 'GEL', schema.id],
      ['2019-04', anna, '7.77', 'GEL', schema.id],
    ]);
    expect((await admin.post('/api/bonuses/getBonusByMonth', { year: 2018 })).json().rows).toEqual([]);
  });

  it('lists schemas with their participants and bands, each write in the audit log', async () => {
    const schema = await createSchema({ name: 'Listed', participant_ids: [anna, beka] });
    const listed = (await admin.get('/api/bonuses'))
      .json()
      .data.find((s: { id: number }) => s.id === schema.id);
    expect(listed).toMatchObject({
      name: 'Listed',
      participants: [
        { id: anna, name: 'Test bonus_anna' },
        { id: beka, name: 'Test bonus_beka' },
      ],
      clawback: true,
      items: [
        { percent_from: '0.00', percent_to: '300.00', bonus_percent: '3.00' },
        { percent_from: '300.00', percent_to: '500.00', bonus_percent: '5.00' },
        { percent_from: '500.00', percent_to: null, bonus_percent: '7.00' },
      ],
    });
    const log = (
      await admin.post('/api/logs', { entity_type: 'bonus_schema', entity_id: String(schema.id) })
    ).json();
    expect(log.data.map((l: { action: string }) => l.action)).toEqual(['create']);
  });
});

describe('bands', () => {
  it('refuses bands with a gap or an overlap, naming the band, and changes nothing', async () => {
    const count = (await admin.get('/api/bonuses')).json().data.length;
    const gap = await admin.post(
      '/api/bonuses',
      schemaBody({
        items: [
          WORKED_BANDS[0],
          { percent_from: '350', percent_to: '500', bonus_percent: '5' },
          WORKED_BANDS[2],
        ],
      }),
    );
    expect(gap.statusCode).toBe(422);
    expect(gap.json().errors).toEqual({ items: ['Band 2 leaves a gap: it must start where band 1 ends'] });
    expect((await admin.get('/api/bonuses')).json().data).toHaveLength(count);

    const schema = await createSchema();
    const ka = await t.as('admin', 'ka');
    const overlap = await ka.post(`/api/bonuses/${schema.id}/items`, {
      items: [WORKED_BANDS[0], { percent_from: '250', percent_to: null, bonus_percent: '5' }],
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors.items[0]).toContain('საფეხური 2');
    const open = await admin.post(`/api/bonuses/${schema.id}/items`, {
      items: [
        { percent_from: '0', percent_to: null, bonus_percent: '3' },
        { percent_from: '300', percent_to: null, bonus_percent: '5' },
      ],
    });
    expect(open.json().errors).toEqual({ items: ['Band 1: only the last band may be open at the top'] });
    const unchanged = (await admin.get('/api/bonuses'))
      .json()
      .data.find((s: { id: number }) => s.id === schema.id);
    expect(unchanged.items).toHaveLength(3);
  });

  it('replaces the bands, deletes the top one, and refuses to delete one that would leave a gap', async () => {
    const schema = await createSchema();
    const replaced = await admin.post(`/api/bonuses/${schema.id}/items`, {
      items: [
        { percent_from: '0', percent_to: '100', bonus_percent: '1' },
        { percent_from: '100', percent_to: '200', bonus_percent: '2' },
        { percent_from: '200', percent_to: null, bonus_percent: '3' },
      ],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const [first, middle, top] = replaced.json().items as { id: number }[];
    const gap = await admin.delete(`/api/bonuses/${schema.id}/items/${middle!.id}`);
    expect(gap.statusCode).toBe(422);
    expect(gap.json().errors.items).toEqual(['Band 2 leaves a gap: it must start where band 1 ends']);
    const removed = await admin.delete(`/api/bonuses/${schema.id}/items/${top!.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items.map((i: { id: number }) => i.id)).toEqual([first!.id, middle!.id]);
    expect((await admin.delete(`/api/bonuses/${schema.id}/items/${top!.id}`)).statusCode).toBe(404);
    expect((await admin.post('/api/bonuses/999999/items', { items: [] })).statusCode).toBe(404);
  });

  it('adds one band from the bonus item dialog, checked against the stored ones', async () => {
    const schema = await createSchema({
      items: [
        { percent_from: '0', percent_to: '100', bonus_percent: '1' },
        { percent_from: '100', percent_to: '200', bonus_percent: '2' },
      ],
    });
    const [first, second] = schema.items;
    const add = (band: Record<string, unknown>, as = admin, id = schema.id) =>
      as.post(`/api/bonuses/${id}/items`, band);
    const ka = await t.as('admin', 'ka');
    const overlap = await add({ percent_from: '150', percent_to: '300', bonus_percent: '3' }, ka);
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors.items[0]).toContain('საფეხური 3');
    const gap = await add({ percent_from: '250', percent_to: '300', bonus_percent: '3' });
    expect(gap.statusCode).toBe(422);
    expect(gap.json().errors).toEqual({ items: ['Band 3 leaves a gap: it must start where band 2 ends'] });
    const missing = await add({ percent_to: '300' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['bonus_percent', 'percent_from']);

    const added = await add({ percent_from: 200, percent_to: '', bonus_percent: 3 });
    expect(added.statusCode, added.body).toBe(200);
    const items = added.json().items as { id: number }[];
    expect(items).toMatchObject([
      { id: first!.id, percent_from: '0.00', percent_to: '100.00', bonus_percent: '1.00' },
      { id: second!.id, percent_from: '100.00', percent_to: '200.00', bonus_percent: '2.00' },
      { percent_from: '200.00', percent_to: null, bonus_percent: '3.00' },
    ]);
    const after = await add({ percent_from: '300', percent_to: '400', bonus_percent: '4' });
    expect(after.json().errors).toEqual({ items: ['Band 3: only the last band may be open at the top'] });
    const stored = (await admin.get('/api/bonuses'))
      .json()
      .data.find((s: { id: number }) => s.id === schema.id);
    expect(stored.items).toEqual(added.json().items);
    const log = (
      await admin.post('/api/logs', { entity_type: 'bonus_schema', entity_id: String(schema.id) })
    ).json();
    expect(log.data.map((l: { action: string }) => l.action)).toEqual(['update', 'create']);

    const empty = await createSchema({ items: [] });
    const notFromZero = await add(
      { percent_from: '10', percent_to: null, bonus_percent: '1' },
      admin,
      empty.id,
    );
    expect(notFromZero.json().errors).toEqual({ items: ['Band 1: the first band must start at 0 %'] });
    const firstBand = await add({ percent_from: '0', percent_to: null, bonus_percent: '1' }, admin, empty.id);
    expect(firstBand.json().items).toHaveLength(1);
    expect((await add({ percent_from: '0', bonus_percent: '1' }, admin, 999999)).statusCode).toBe(404);
  });

  it('checks the other fields: participants, dates and rates', async () => {
    const res = await admin.post(
      '/api/bonuses',
      schemaBody({
        participant_ids: [],
        end: '2018-12-31',
        items: [{ percent_from: '0', percent_to: null, bonus_percent: '150' }],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      participant_ids: expect.any(Array),
      end: ['The end date is before the start date'],
      'items.0.bonus_percent': ['0 to 100'],
    });
    const unknown = await admin.post('/api/bonuses', schemaBody({ participant_ids: [987654] }));
    expect(unknown.json().errors).toEqual({ participant_ids: ['A participant was not found'] });
  });
});

describe('agents’ fees', () => {
  it('sums each agent’s fee earned, paid and due per currency over the sales of the period', async () => {
    const [agent] = await t.db
      .insert(agents)
      .values({ type: 'individual', name: 'აგენტი', name_en: 'Agent Giorgi', fee_percent: '2.00' })
      .returning();
    const fee = (id: number, values: Partial<typeof sales.$inferInsert>) =>
      t.db.update(sales).set(values).where(eq(sales.id, id));
    const a = await insertSale(t.db, {
      payment_ccy: 'USD',
      price: '12000',
      contract_start_date: '2019-05-03',
    });
    const b = await insertSale(t.db, {
      payment_ccy: 'USD',
      price: '20000',
      contract_start_date: '2019-05-20',
    });
    const c = await insertSale(t.db, {
      payment_ccy: 'GEL',
      price: '50000',
      contract_start_date: '2019-05-21',
    });
    const late = await insertSale(t.db, {
      payment_ccy: 'USD',
      price: '40000',
      contract_start_date: '2019-06-02',
    });
    // a: 12,000 × 2.5 % = 300, paid 300; b: 20,000 × the agent's 2 % = 400, due; c: 50,000 × 1.5 % = 750, settled
    // at 700 (so it earned 700: earned = paid + due on every row).
    await fee(a.id, {
      agent_id: agent!.id,
      agent_fee_percent: '2.5',
      agent_fee: 'paid',
      agent_is_paid: true,
      agent_fee_paid_amount: '300',
    });
    await fee(b.id, { agent_id: agent!.id });
    await fee(c.id, {
      agent_id: agent!.id,
      agent_fee_percent: '1.5',
      agent_fee: 'paid',
      agent_is_paid: true,
      agent_fee_paid_amount: '700',
    });
    await fee(late.id, { agent_id: agent!.id });
    const res = await admin.post('/api/bonuses/getAgentsBonus', {
      date_from: '2019-05-01',
      date_to: '2019-05-31',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([
      {
        agent_id: agent!.id,
        agent_name: 'Agent Giorgi',
        currency: 'GEL',
        sales_count: 1,
        fee_earned: '700.00',
        fee_paid: '700.00',
        fee_due: '0.00',
      },
      {
        agent_id: agent!.id,
        agent_name: 'Agent Giorgi',
        currency: 'USD',
        sales_count: 2,
        fee_earned: '700.00',
        fee_paid: '300.00',
        fee_due: '400.00',
      },
    ]);
  });
  it('adds up earned = paid + due to the tetri on every row, the demo’s agents included', async () => {
    const [agent] = await t.db
      .insert(agents)
      .values({ type: 'individual', name: 'აგენტი ნიკა', name_en: 'Agent Nika', fee_percent: '1.50' })
      .returning();
    // The demo's agent 2 in lari: 255,606.40 and 460,930.50 at 1.5 % propose 3,834.10 and 6,913.96 (10,748.06),
    // and were paid a tetri under each (3,834.09 and 6,913.95). A third sale, 1,000.33 at 1.5 % = 15.00 (15.00495), is owed.
    const paidAt = async (price: string, paid: string | null) => {
      const sale = await insertSale(t.db, { payment_ccy: 'GEL', price, contract_start_date: '2019-07-10' });
      await t.db
        .update(sales)
        .set({
          agent_id: agent!.id,
          agent_fee: paid === null ? 'must_paid' : 'paid',
          agent_is_paid: paid !== null,
          agent_fee_paid_amount: paid,
        })
        .where(eq(sales.id, sale.id));
    };
    await paidAt('255606.40', '3834.09');
    await paidAt('460930.50', '6913.95');
    await paidAt('1000.33', null);
    const july = await admin.post('/api/bonuses/getAgentsBonus', {
      date_from: '2019-07-01',
      date_to: '2019-07-31',
    });
    expect(july.json().rows).toEqual([
      {
        agent_id: agent!.id,
        agent_name: 'Agent Nika',
        currency: 'GEL',
        sales_count: 3,
        fee_earned: '10763.04',
        fee_paid: '10748.04',
        fee_due: '15.00',
      },
    ]);
    // Every row of every agent over all the data, the demo's sales included.
    const all = await admin.post('/api/bonuses/getAgentsBonus', {
      date_from: '2000-01-01',
      date_to: '2099-12-31',
    });
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json().rows as { fee_earned: string; fee_paid: string; fee_due: string }[];
    expect(rows.length).toBeGreaterThan(10);
    const tetri = (v: string) => BigInt(v.replace('.', ''));
    for (const row of rows)
      expect(tetri(row.fee_earned), JSON.stringify(row)).toBe(tetri(row.fee_paid) + tetri(row.fee_due));
  });
});

describe('who may', () => {
  it('lets readers calculate and only editors write', async () => {
    const schema = await createSchema();
    const accountant = await t.as('accountant');
    expect((await accountant.get('/api/bonuses')).statusCode).toBe(200);
    expect(
      (
        await accountant.post('/api/bonuses/calculateBonus', {
          bonus_id: schema.id,
          date_from: '2019-03-01',
          date_to: '2019-03-31',
        })
      ).statusCode,
    ).toBe(200);
    expect((await accountant.post('/api/bonuses', schemaBody())).statusCode).toBe(403);
    expect((await accountant.delete(`/api/bonuses/${schema.id}`)).statusCode).toBe(403);
    const manager = await t.as('sales_manager');
    expect((await manager.get('/api/bonuses')).statusCode).toBe(403);
    expect((await manager.post('/api/bonuses/getBonusByMonth', { year: 2019 })).statusCode).toBe(403);
    expect((await manager.post(`/api/bonuses/${schema.id}/items`, { items: [] })).statusCode).toBe(403);
    expect((await manager.delete(`/api/bonuses/${schema.id}/items/${schema.items[0]!.id}`)).statusCode).toBe(
      403,
    );
    expect((await t.anonymous().get('/api/bonuses')).statusCode).toBe(401);
  });

  it('lists the active users as participants to a role holding only a bonus permission, and to nobody else', async () => {
    const role = await admin.post('/api/role-permission/roles', {
      name: 'Bonus keeper',
      permissions: ['edit_bonus_schemas'],
    });
    expect(role.statusCode, role.body).toBe(200);
    const keeper = await insertUser(t.db, 'bonus_keeper', []);
    await t.db.insert(userRoles).values({ user_id: keeper, role_id: role.json().role.id });
    const gone = await insertUser(t.db, 'bonus_gone', ['can_be_responsible_sale_manager']);
    await t.db.update(users).set({ active: false }).where(eq(users.id, gone));

    const res = await (await t.as('bonus_keeper')).get('/api/bonuses/participants');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as { id: number; name: string }[];
    // Anyone active, sales manager or not; a deactivated account is not offered.
    expect(list).toEqual(
      expect.arrayContaining([
        { id: anna, name: 'Test bonus_anna' },
        { id: outsider, name: 'Test bonus_outsider' },
        { id: keeper, name: 'Test bonus_keeper' },
      ]),
    );
    expect(list.map((u) => u.id)).not.toContain(gone);
    expect(Object.keys(list[0]!).sort()).toEqual(['id', 'name']);

    expect((await (await t.as('sales_manager')).get('/api/bonuses/participants')).statusCode).toBe(403);
    expect((await (await t.as('bonus_outsider')).get('/api/bonuses/participants')).statusCode).toBe(403);
  });
});

describe('within the reader’s scope (spec §6)', () => {
  let own: number;
  let agentId: number;
  let schemaId: number;
  const sold: Record<string, number> = {};
  const period = { date_from: '2019-08-01', date_to: '2019-08-31' };

  beforeAll(async () => {
    const complex = (await insertComplex(t.db, { name: 'ბონუსების კომპლექსი' })).id;
    await insertUser(t.db, 'bonus_one_complex', ['view_bonus_schemas', 'view_agents'], [complex]);
    own = await insertUser(t.db, 'bonus_own', [
      'view_bonus_schemas',
      'view_agents',
      'view_only_own_sales',
      'can_be_responsible_sale_manager',
      'all_buildings_access',
    ]);
    const [agent] = await t.db
      .insert(agents)
      .values({ type: 'individual', name: 'სკოუპის აგენტი', fee_percent: '1.00' })
      .returning();
    agentId = agent!.id;
    const sale = async (key: string, responsible: number, price: string, building_id = 1) => {
      sold[key] = (
        await insertSale(t.db, {
          payment_ccy: 'GEL',
          price,
          contract_start_date: '2019-08-05',
          responsible_user_id: responsible,
          building_id,
        })
      ).id;
      await t.db.update(sales).set({ agent_id: agentId }).where(eq(sales.id, sold[key]));
    };
    await sale('anna', anna, '100000', complex);
    await sale('beka', beka, '200000');
    await sale('own', own, '300000');
    schemaId = (await createSchema({ participant_ids: [anna, beka, own], start: '2019-08-01' })).id;
  });

  const calculation = async (api: Api) => {
    const res = await api.post('/api/bonuses/calculateBonus', { bonus_id: schemaId, ...period });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      rows: { user_id: number; result: string; sales: number[] }[];
      totals: { result: string };
    };
    return { rows: body.rows.map((r) => [r.user_id, r.result, r.sales]), total: body.totals.result };
  };
  const fees = async (api: Api) => {
    const res = await api.post('/api/bonuses/getAgentsBonus', period);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().rows as { agent_id: number; sales_count: number; fee_earned: string }[])
      .filter((r) => r.agent_id === agentId)
      .map((r) => [r.sales_count, r.fee_earned]);
  };
  const byMonth = async (api: Api) => {
    const res = await api.post('/api/bonuses/getBonusByMonth', { year: 2019 });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().rows as { month: string; bonus_id: number; user_id: number }[])
      .filter((r) => r.bonus_id === schemaId)
      .map((r) => r.user_id);
  };

  it('counts every sale for whoever sees them all', async () => {
    expect(await calculation(admin)).toEqual({
      rows: [
        [anna, '100000.00', [sold.anna]],
        [beka, '200000.00', [sold.beka]],
        [own, '300000.00', [sold.own]],
      ],
      total: '600000.00',
    });
    expect(await fees(admin)).toEqual([[3, '6000.00']]);
  });

  it('counts only the sales of a complex-limited reader’s complexes, and names no other', async () => {
    const api = await t.as('bonus_one_complex');
    expect(await calculation(api)).toEqual({
      rows: [
        [anna, '100000.00', [sold.anna]],
        [beka, '0.00', []],
        [own, '0.00', []],
      ],
      total: '100000.00',
    });
    expect(await fees(api)).toEqual([[1, '1000.00']]);
    expect(await byMonth(api)).toEqual([anna]);
  });

  it('shows an own-only reader their own row over their own sales', async () => {
    const api = await t.as('bonus_own');
    expect(await calculation(api)).toEqual({ rows: [[own, '300000.00', [sold.own]]], total: '300000.00' });
    expect(await fees(api)).toEqual([[1, '3000.00']]);
    expect(await byMonth(api)).toEqual([own]);
  });
});
