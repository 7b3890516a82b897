import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unit = (number: string, extra: Record<string, unknown> = {}) => ({
  building_id: 1,
  block: 'B',
  floor: 30,
  number,
  type: 'apartment',
  state: 'white_frame',
  total_area: '100.10',
  price_per_m2: '2000',
  currency: 'USD',
  view: 'park',
  feature_ids: [1],
  ...extra,
});
const count = async () => (await t.db.select().from(properties)).length;

describe('splitting a property', () => {
  it('retires the original and creates parts that point back to it', async () => {
    const api = await t.as('admin', 'en');
    const original = (await api.post('/api/properties', unit('3001'))).json();
    const res = await api.post(`/api/properties/split/${original.id}`, {
      parts: [
        { number: '3001', total_area: '33.37', rooms: 1 },
        { number: '3001A', total_area: 33.37, price_per_m2: '2100' },
        { number: '3001B', total_area: '33.36' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { original: retired, parts } = res.json();
    expect(retired).toMatchObject({ status: 'retired', retired_at: expect.any(String) });
    expect(parts).toHaveLength(3);
    expect(parts[1]).toMatchObject({
      parent_id: original.id,
      block: 'B',
      floor: 30,
      view: 'park',
      status: 'free',
      feature_ids: [1],
      price_per_m2: '2100.00',
      total_price: '70077.00',
    });
    expect(parts[0]).toMatchObject({ number: '3001', rooms: 1, total_price: '66740.00' });

    const history = (await api.get(`/api/properties/${original.id}`)).json();
    expect(history.children.map((c: { number: string }) => c.number)).toEqual(['3001', '3001A', '3001B']);
    const part = (await api.get(`/api/properties/${parts[2].id}`)).json();
    expect(part.parent).toEqual({ id: original.id, number: '3001', status: 'retired', total_area: '100.10' });
    expect(part.price_history.map((h: { reason: string }) => h.reason)).toEqual(['split']);

    const listed = async (query: string) =>
      (await api.get(`/api/properties?building_id=1&floor_from=30&perpage=50${query}`))
        .json()
        .data.map((p: { id: number }) => p.id);
    expect(await listed('')).not.toContain(original.id);
    expect(await listed('&include_retired=true')).toContain(original.id);
    expect((await api.put(`/api/properties/${original.id}`, unit('3001'))).statusCode).toBe(422);
    expect((await api.delete(`/api/properties/${parts[0].id}`)).statusCode).toBe(422);
  });

  it("refuses parts whose areas don't add up, and changes nothing", async () => {
    const api = await t.as('admin', 'en');
    const original = (await api.post('/api/properties', unit('3002'))).json();
    const before = await count();
    const res = await api.post(`/api/properties/split/${original.id}`, {
      parts: [
        { number: '3002A', total_area: '50.05' },
        { number: '3002B', total_area: '50.04' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ parts: ["The parts' areas must add up to the original's area"] });
    expect(await count()).toBe(before);
    expect((await api.get(`/api/properties/${original.id}`)).json().status).toBe('free');
  });

  it('refuses a taken or repeated part number and a unit that is not free, rolling back the retirement', async () => {
    const api = await t.as('admin', 'en');
    const original = (await api.post('/api/properties', unit('3003'))).json();
    await api.post('/api/properties', unit('3004'));
    const taken = await api.post(`/api/properties/split/${original.id}`, {
      parts: [
        { number: '3003A', total_area: '50.05' },
        { number: '3004', total_area: '50.05' },
      ],
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({
      'parts.1.number': ['A property with this number already exists in this block'],
    });
    expect((await api.get(`/api/properties/${original.id}`)).json().status).toBe('free');
    const repeated = await api.post(`/api/properties/split/${original.id}`, {
      parts: [
        { number: 'X', total_area: '50.05' },
        { number: 'X', total_area: '50.05' },
      ],
    });
    expect(Object.keys(repeated.json().errors)).toEqual(['parts.1.number']);
    expect((await api.post(`/api/properties/split/${original.id}`, { parts: [] })).json().errors).toEqual({
      parts: ['Enter at least two parts'],
    });

    await t.db.update(properties).set({ status: 'booked' }).where(eq(properties.id, original.id));
    const booked = await api.post(`/api/properties/split/${original.id}`, {
      parts: [
        { number: '3003A', total_area: '50.05' },
        { number: '3003B', total_area: '50.05' },
      ],
    });
    expect(booked.statusCode).toBe(422);
    expect(booked.json().message).toBe('Only a free property can be split');
  });
});

describe('bulk creation', () => {
  const template = (extra: Record<string, unknown> = {}) => ({
    building_id: 3,
    block: 'B',
    floor_from: 20,
    floor_to: 22,
    units_per_floor: 3,
    number_pattern: '{floor}{unit:02}',
    type: 'apartment',
    state: 'black_frame',
    total_area: '48.25',
    rooms: 2,
    price_per_m2: '2800',
    price_step_per_floor: '50',
    currency: 'GEL',
    ...extra,
  });

  it('previews the planned units without writing anything', async () => {
    const api = await t.as('admin', 'en');
    const before = await count();
    const res = await api.post('/api/properties/bulk/preview', template());
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview.units).toHaveLength(9);
    expect(preview.units[0]).toEqual({
      block: 'B',
      floor: 20,
      number: '2001',
      total_area: '48.25',
      price_per_m2: '2800.00',
      total_price: '135100.00',
      conflict: false,
    });
    expect(preview.units[8]).toMatchObject({
      number: '2203',
      price_per_m2: '2900.00',
      total_price: '139925.00',
    });
    expect(preview).toMatchObject({ conflicts: [], total_value: '1237612.50', currency: 'GEL' });
    expect(await count()).toBe(before);
  });

  it('marks numbers already taken and then saves nothing', async () => {
    const api = await t.as('admin', 'en');
    await api.post('/api/properties', { ...unit('2102'), building_id: 3, feature_ids: [] });
    const preview = (await api.post('/api/properties/bulk/preview', template({ floor_from: 21 }))).json();
    expect(preview.conflicts).toEqual(['2102']);
    expect(preview.units.find((u: { number: string }) => u.number === '2102').conflict).toBe(true);
    const before = await count();
    const res = await api.post('/api/properties/bulk', template({ floor_from: 21 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      number_pattern: ['Some numbers are already taken in this block (see the preview)'],
    });
    expect(await count()).toBe(before);
  });

  it('saves every previewed unit in one go, with its price history', async () => {
    const api = await t.as('admin', 'en');
    const preview = (await api.post('/api/properties/bulk/preview', template({ block: 'A' }))).json();
    const res = await api.post('/api/properties/bulk', template({ block: 'A' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().created).toBe(9);
    const saved = (
      await api.get('/api/properties?building_id=3&block=A&floor_from=20&perpage=all&sort=number')
    )
      .json()
      .data.map((p: Record<string, unknown>) => ({
        number: p.number,
        floor: p.floor,
        price_per_m2: p.price_per_m2,
        total_price: p.total_price,
      }));
    expect(saved).toEqual(
      preview.units.map((u: Record<string, unknown>) => ({
        number: u.number,
        floor: u.floor,
        price_per_m2: u.price_per_m2,
        total_price: u.total_price,
      })),
    );
    const one = (await api.get(`/api/properties/${res.json().ids[0]}`)).json();
    expect(one.price_history).toMatchObject([{ reason: 'created' }]);
  });

  it('refuses a pattern that repeats numbers, an unknown block and too many units', async () => {
    const api = await t.as('admin', 'en');
    const repeats = await api.post('/api/properties/bulk/preview', template({ number_pattern: 'F{floor}' }));
    expect(repeats.json().errors).toEqual({
      number_pattern: ['The pattern gives repeating numbers; use {floor} and {unit}'],
    });
    expect((await api.post('/api/properties/bulk', template({ block: 'G' }))).json().errors).toEqual({
      block: ['The complex has no such block'],
    });
    const huge = await api.post(
      '/api/properties/bulk/preview',
      template({ floor_from: 1, floor_to: 100, units_per_floor: 20 }),
    );
    expect(Object.keys(huge.json().errors)).toEqual(['units_per_floor']);
    expect((await (await t.as('sales_manager')).post('/api/properties/bulk', template())).statusCode).toBe(
      403,
    );
  });
});
