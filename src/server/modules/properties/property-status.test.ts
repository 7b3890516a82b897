import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from '@shared/money/money';
import { auditLogs, properties } from '../../db/schema';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const freeUnit = async (api: Api, number: string) =>
  (
    await api.post('/api/properties', {
      building_id: 2,
      block: 'A',
      floor: 40,
      number,
      type: 'apartment',
      state: 'black_frame',
      total_area: '50',
      price_per_m2: '1200',
      currency: 'USD',
    })
  ).json().id as number;

describe('status changes', () => {
  it('takes a unit off sale and back by hand, audited', async () => {
    const api = await t.as('admin', 'en');
    const id = await freeUnit(api, '4001');
    const off = await api.post(`/api/properties/${id}/status`, { status: 'not_for_sale' });
    expect(off.statusCode).toBe(200);
    expect(off.json().status).toBe('not_for_sale');
    expect(
      (
        await api.post(`/api/properties/${id}/status`, { status: 'free', expected_status: 'not_for_sale' })
      ).json().status,
    ).toBe('free');
    const [last] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_type, 'property'), eq(auditLogs.entity_id, String(id))))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(last!.changes).toEqual({ status: { before: 'not_for_sale', after: 'free' } });
    expect(
      (await api.post(`/api/properties/${id}/status`, { status: 'free', expected_status: 'free' }))
        .statusCode,
    ).toBe(422);
    expect((await api.post(`/api/properties/${id}/status`, { status: 'sold' })).statusCode).toBe(422);
  });

  it('lets exactly one of two simultaneous requests for the same free unit win', async () => {
    const api = await t.as('admin', 'en');
    for (const number of ['4002', '4012', '4022']) {
      const id = await freeUnit(api, number);
      const request = () =>
        api.post(`/api/properties/${id}/status`, { status: 'not_for_sale', expected_status: 'free' });
      const answers = await Promise.all([request(), request()]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({
        message: 'Someone else changed the status of this property meanwhile; reload and try again',
      });
      const changes = await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entity_type, 'property'), eq(auditLogs.entity_id, String(id))));
      expect(changes.filter((c) => c.action === 'update')).toHaveLength(1);
    }
  });

  it('answers 409 when the unit has moved on (booked) since the screen showed it', async () => {
    const api = await t.as('admin', 'en');
    const id = await freeUnit(api, '4003');
    await t.db.update(properties).set({ status: 'booked' }).where(eq(properties.id, id));
    expect((await api.post(`/api/properties/${id}/status`, { status: 'not_for_sale' })).statusCode).toBe(409);
    expect((await api.post('/api/properties/999999/status', { status: 'free' })).statusCode).toBe(404);
  });
});

describe('chessboard', () => {
  it("answers every live unit of a building, counts by status and the free units' value per currency", async () => {
    const api = await t.as('sales_manager');
    const board = (await api.get('/api/buildings/3/chessboard')).json();
    const live = (await t.db.select().from(properties).where(eq(properties.building_id, 3))).filter(
      (p) => p.status !== 'retired',
    );
    expect(board.building_id).toBe(3);
    expect(board.blocks).toEqual(['A', 'B']);
    expect(board.units).toHaveLength(live.length);
    expect(Object.keys(board.units[0]).sort()).toEqual(
      [
        'id',
        'block',
        'floor',
        'number',
        'rooms',
        'total_area',
        'price_per_m2',
        'total_price',
        'currency',
        'status',
        'state',
        'view',
        'type',
      ].sort(),
    );
    const counted = Object.values(board.counts as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(counted).toBe(live.length);
    expect(board.counts.free).toBe(live.filter((p) => p.status === 'free').length);
    const freeGel = live
      .filter((p) => p.status === 'free' && p.currency === 'GEL')
      .reduce((sum, p) => sum + toMinor(p.total_price), 0n);
    expect(board.free_value).toEqual([{ currency: 'GEL', total: fromMinor(freeGel) }]);

    const blockB = (await api.get('/api/buildings/3/chessboard?block=b')).json();
    expect(blockB.units.every((u: { block: string }) => u.block === 'B')).toBe(true);
    expect(blockB.units.length).toBe(live.filter((p) => p.block === 'B').length);
    expect((await api.get('/api/buildings/999/chessboard')).statusCode).toBe(404);
    expect((await (await t.as('client_manager')).get('/api/buildings/3/chessboard')).statusCode).toBe(403);
  });
});
