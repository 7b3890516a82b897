import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '@shared/money/money';
import { georgianIbanProblem, ibanBankCode } from '@shared/iban/iban';
import { bankAccounts, banks, buildings, properties, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: number; building_id: number; number: string; status: string };

const unit = (number: string, extra: Record<string, unknown> = {}) => ({
  building_id: 1,
  block: 'A',
  floor: 20,
  number,
  type: 'apartment',
  state: 'white_frame',
  total_area: '65.50',
  price_per_m2: 1450,
  currency: 'USD',
  ...extra,
});

const liveCount = async (buildingId?: number) =>
  (await t.db.select().from(properties)).filter(
    (p) => p.status !== 'retired' && (buildingId === undefined || p.building_id === buildingId),
  ).length;

describe('demo inventory', () => {
  it('holds three complexes, about 400 units and bank accounts with valid Georgian IBANs', async () => {
    expect((await t.db.select().from(buildings)).map((b) => b.name_en)).toEqual([
      'Vake Park Residence',
      'Saburtalo City',
      'Didi Dighomi Gardens',
    ]);
    expect(await liveCount()).toBeGreaterThanOrEqual(380);
    const accounts = await t.db
      .select({ iban: bankAccounts.iban, iban_usd: bankAccounts.iban_usd, code: banks.iban })
      .from(bankAccounts)
      .innerJoin(banks, eq(banks.id, bankAccounts.bank_id));
    expect(accounts.length).toBeGreaterThan(3);
    for (const account of accounts)
      for (const iban of [account.iban, account.iban_usd]) {
        expect(georgianIbanProblem(iban)).toBeNull();
        expect(ibanBankCode(iban)).toBe(account.code);
      }
  });
});

describe('reference lists', () => {
  it('answers every list titled in the request language, without the internal retired status', async () => {
    const en = await t.as('client_manager', 'en');
    expect((await en.get('/api/property-types')).json()).toEqual([
      { key: 'apartment', title: 'Apartment' },
      { key: 'commercial', title: 'Commercial space' },
      { key: 'parking', title: 'Parking space' },
      { key: 'storage', title: 'Storage room' },
      { key: 'office', title: 'Office' },
      { key: 'land', title: 'Land plot' },
    ]);
    const ka = await t.as('client_manager', 'ka');
    const statuses = (await ka.get('/api/property-statuses')).json() as { key: string; title: string }[];
    expect(statuses.map((s) => s.key)).toEqual(['free', 'booked', 'sold', 'barter', 'not_for_sale']);
    expect(statuses[0]).toEqual({ key: 'free', title: 'თავისუფალი' });
    expect((await ka.get('/api/property-states')).json()[0]).toEqual({
      key: 'black_frame',
      title: 'შავი კარკასი',
    });
    expect((await en.get('/api/property-views')).json()).toHaveLength(6);
    expect((await en.get('/api/contract-types')).json()[1]).toEqual({
      key: 'contract_pre',
      title: 'Preliminary contract',
    });
    const all = (await ka.get('/api/getEnums')).json();
    expect(Object.keys(all)).toEqual([
      'property_types',
      'property_states',
      'property_statuses',
      'property_views',
      'contract_types',
      'currencies',
    ]);
    expect(all.property_types[0].title).toBe('ბინა');
    expect((await t.anonymous().get('/api/getEnums')).statusCode).toBe(401);
  });
});

describe('property list', () => {
  it('pages the live units of the demo portfolio with the product list shape', async () => {
    const api = await t.as('admin');
    const body = (await api.get('/api/properties?perpage=20&page=2')).json();
    expect(body.meta).toMatchObject({
      current_page: 2,
      per_page: 20,
      from: 21,
      to: 40,
      total: await liveCount(),
    });
    expect(body.meta.total).toBeGreaterThan(350);
    expect(body.links.prev).toBe('/api/properties?perpage=20&page=1');
    expect(body.data[0]).toMatchObject({
      building_name: 'ვაკე პარკ რეზიდენსი',
      total_area: expect.any(String),
    });
  });

  it('filters by building, block, floors, type, status, rooms, area, price, currency and feature', async () => {
    const api = await t.as('admin');
    const list = async (query: string) =>
      (await api.get(`/api/properties?perpage=all&${query}`)).json().data as Row[];

    const floors = await list('building_id=2&block=C&floor_from=3&floor_to=4');
    expect(floors).toHaveLength(6);
    expect(
      floors.every((p) => p.building_id === 2 && p.block === 'C' && [3, 4].includes(p.floor as number)),
    ).toBe(true);
    expect((await list('type=parking&building_id=1')).every((p) => p.type === 'parking')).toBe(true);
    const twoStatuses = await list('status=free,booked');
    expect(new Set(twoStatuses.map((p) => p.status))).toEqual(new Set(['free', 'booked']));
    expect((await list('status=free&status=booked')).length).toBe(twoStatuses.length);
    expect((await list('rooms=1&type=apartment')).every((p) => p.rooms === 1)).toBe(true);
    const areas = await list('area_from=100&area_to=120.5');
    expect(areas.length).toBeGreaterThan(0);
    expect(
      areas.every(
        (p) => toMinor(p.total_area as string) >= 10000n && toMinor(p.total_area as string) <= 12050n,
      ),
    ).toBe(true);
    const prices = await list('price_from=200000&price_to=250000');
    expect(prices.every((p) => Number(p.total_price) >= 200000 && Number(p.total_price) <= 250000)).toBe(
      true,
    );
    expect(new Set((await list('currency=GEL')).map((p) => p.building_id))).toEqual(new Set([3]));
    const withBalcony = await list('feature_id=1&building_id=1');
    expect(withBalcony.length).toBeGreaterThan(0);
    expect(withBalcony.every((p) => (p.feature_ids as number[]).includes(1))).toBe(true);
    expect((await list('number=P-0&building_id=2')).map((p) => p.number)).toContain('P-01');
  });

  it('sorts by total price or number in either direction', async () => {
    const api = await t.as('admin');
    const totals = (await api.get('/api/properties?sort=total_price&direction=desc&perpage=50')).json()
      .data as Row[];
    for (let i = 1; i < totals.length; i++)
      expect(toMinor(totals[i]!.total_price as string) <= toMinor(totals[i - 1]!.total_price as string)).toBe(
        true,
      );
    const numbers = (
      await api.get('/api/properties?building_id=1&block=A&floor_from=2&floor_to=2&sort=number')
    ).json().data as Row[];
    expect(numbers.map((p) => p.number)).toEqual(['201', '202', '203', '204']);
    const bad = await api.get('/api/properties?sort=colour&status=lost');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['sort', 'status.0']);
  });

  it('is open to booking and barter viewers, closed to others', async () => {
    expect((await (await t.as('booking_registrar')).get('/api/properties')).statusCode).toBe(200);
    expect((await (await t.as('client_manager')).get('/api/properties')).statusCode).toBe(403);
  });
});

describe('creating, editing and deleting a property', () => {
  it('derives the total from area × price per m² and keeps an explicit total as given', async () => {
    const api = await t.as('admin', 'en');
    const res = await api.post(
      '/api/properties',
      unit('2001', { feature_ids: [2, 1, 2], view: 'park', rooms: 2 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      number: '2001',
      status: 'free',
      total_area: '65.50',
      price_per_m2: '1450.00',
      total_price: '94975.00',
      feature_ids: [1, 2],
      features: [
        { id: 1, title: 'Balcony' },
        { id: 2, title: 'Terrace' },
      ],
      parent: null,
      children: [],
      price_history: [{ reason: 'created', total_price: '94975.00', currency: 'USD' }],
    });
    const lump = (await api.post('/api/properties', unit('2002', { total_price: '90000' }))).json();
    expect(lump).toMatchObject({ price_per_m2: '1450.00', total_price: '90000.00' });
  });

  it('refuses a number already used in the same building and block, naming number', async () => {
    const api = await t.as('admin', 'en');
    expect((await api.post('/api/properties', unit('2101'))).statusCode).toBe(200);
    const again = await api.post('/api/properties', unit('2101'));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      number: ['A property with this number already exists in this block'],
    });
    expect((await api.post('/api/properties', unit('2101', { block: 'B' }))).statusCode).toBe(200);
    const together = await Promise.all([
      api.post('/api/properties', unit('2103')),
      api.post('/api/properties', unit('2103')),
    ]);
    expect(together.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const other = (await api.post('/api/properties', unit('2102'))).json();
    const renumbered = await api.put(`/api/properties/${other.id}`, unit('2101'));
    expect(renumbered.statusCode).toBe(422);
    expect(renumbered.json().errors.number).toBeDefined();
  });

  it('checks the block, the building and the features', async () => {
    const api = await t.as('admin', 'en');
    const res = await api.post('/api/properties', unit('2201', { block: 'C', feature_ids: [999] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      block: ['The complex has no such block'],
      feature_ids: ['Invalid value'],
    });
    const missing = await api.post('/api/properties', unit('2202', { building_id: 999, total_area: 'x' }));
    expect(Object.keys(missing.json().errors)).toEqual(['total_area']);
  });

  it('writes a price history row when the price changes, and none otherwise', async () => {
    const api = await t.as('admin', 'en');
    const created = (await api.post('/api/properties', unit('2301'))).json();
    const same = (await api.put(`/api/properties/${created.id}`, unit('2301', { rooms: 3 }))).json();
    expect(same.price_history).toHaveLength(1);
    const repriced = await api.put(
      `/api/properties/${created.id}`,
      unit('2301', { price_per_m2: '1500.50' }),
    );
    expect(repriced.statusCode).toBe(200);
    expect(repriced.json()).toMatchObject({ total_price: '98282.75', rooms: null });
    expect(repriced.json().price_history.map((h: { reason: string }) => h.reason)).toEqual([
      'created',
      'edited',
    ]);
    expect(repriced.json().price_history[1]).toMatchObject({
      price_per_m2: '1500.50',
      total_price: '98282.75',
    });
  });

  it('never reprices a sold unit', async () => {
    const api = await t.as('admin', 'en');
    const created = (await api.post('/api/properties', unit('2401'))).json();
    await t.db.update(properties).set({ status: 'sold' }).where(eq(properties.id, created.id));
    const res = await api.put(`/api/properties/${created.id}`, unit('2401', { price_per_m2: 1600 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ price_per_m2: ['The price of a sold property cannot change'] });
    const renamed = await api.put(
      `/api/properties/${created.id}`,
      unit('2401', { cad_code: '01.14.14.007.012.01.500' }),
    );
    expect(renamed.json()).toMatchObject({ status: 'sold', cad_code: '01.14.14.007.012.01.500' });
  });

  it('deletes only a free unit with no history', async () => {
    const api = await t.as('admin', 'en');
    const fresh = (await api.post('/api/properties', unit('2501', { feature_ids: [3] }))).json();
    expect((await api.delete(`/api/properties/${fresh.id}`)).json()).toEqual({
      success: true,
      message: 'Record deleted successfully',
    });
    expect((await api.get(`/api/properties/${fresh.id}`)).statusCode).toBe(404);

    const repriced = (await api.post('/api/properties', unit('2502'))).json();
    await api.put(`/api/properties/${repriced.id}`, unit('2502', { price_per_m2: 1400 }));
    const kept = await api.delete(`/api/properties/${repriced.id}`);
    expect(kept.statusCode).toBe(422);
    expect(kept.json().message).toBe('Only a free property with no history can be deleted');

    const [sold] = await t.db.select().from(properties).where(eq(properties.status, 'sold')).limit(1);
    expect((await api.delete(`/api/properties/${sold!.id}`)).statusCode).toBe(422);
  });

  it('needs create, edit and delete permissions', async () => {
    const api = await t.as('booking_registrar');
    expect((await api.post('/api/properties', unit('2601'))).json().missing_permission).toBe(
      'create_properties',
    );
    expect((await api.put('/api/properties/1', unit('2601'))).statusCode).toBe(403);
    expect((await api.delete('/api/properties/1')).statusCode).toBe(403);
    expect((await (await t.as('accountant')).post('/api/properties', unit('2601'))).statusCode).toBe(403);
  });
});

describe('building scoping', () => {
  it("keeps a one-building user away from every other building's units, by list or by id", async () => {
    await t.db
      .update(users)
      .set({ permissions: ['delete_properties'] })
      .where(eq(users.username, 'property_registrar'));
    const api = await t.as('property_registrar', 'en');
    const list = (await api.get('/api/properties?perpage=all')).json();
    expect(list.meta.total).toBe(await liveCount(1));
    expect(list.data.every((p: Row) => p.building_id === 1)).toBe(true);
    expect((await api.get('/api/properties?building_id=2')).json().meta.total).toBe(0);

    const [foreign] = await t.db
      .select()
      .from(properties)
      .where(and(eq(properties.building_id, 2), eq(properties.status, 'free')))
      .limit(1);
    const id = foreign!.id;
    expect((await api.get(`/api/properties/${id}`)).statusCode).toBe(404);
    expect((await api.put(`/api/properties/${id}`, unit('9', { building_id: 1 }))).statusCode).toBe(404);
    expect((await api.delete(`/api/properties/${id}`)).statusCode).toBe(404);
    expect((await api.post(`/api/properties/${id}/status`, { status: 'not_for_sale' })).statusCode).toBe(404);
    const split = await api.post(`/api/properties/split/${id}`, {
      parts: [
        { number: 'x1', total_area: '1' },
        { number: 'x2', total_area: '2' },
      ],
    });
    expect(split.statusCode).toBe(404);
    expect((await api.get('/api/buildings/2/chessboard')).statusCode).toBe(404);
    expect((await api.get('/api/buildings/1/chessboard')).statusCode).toBe(200);

    const elsewhere = await api.post('/api/properties', unit('2701', { building_id: 2 }));
    expect(elsewhere.json().errors).toEqual({ building_id: ['Invalid value'] });
    const moved = (await api.post('/api/properties', unit('2702'))).json();
    expect((await api.put(`/api/properties/${moved.id}`, unit('2702', { building_id: 2 }))).statusCode).toBe(
      422,
    );
    const [unchanged] = await t.db.select().from(properties).where(eq(properties.id, id));
    expect(unchanged!.status).toBe('free');
  });
});
