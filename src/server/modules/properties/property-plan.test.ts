import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema';
import { createTestApp, multipart, PNG_1X1, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const freeUnitOf = async (buildingId: number) => {
  const [row] = await t.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.building_id, buildingId), ne(properties.status, 'retired')))
    .limit(1);
  return row!.id;
};

describe('floor plans', () => {
  it('attaches a plan image served from a signed URL, and audits it', async () => {
    const api = await t.as('admin', 'en');
    const id = await freeUnitOf(1);
    const form = multipart({}, [{ field: 'plan', filename: 'plan.png', data: PNG_1X1, type: 'image/png' }]);
    const res = await api.post(`/api/properties/${id}/plan`, form.payload, form.headers);
    expect(res.statusCode).toBe(200);
    const { plan_url } = res.json();
    expect(plan_url).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?expires=\d+&signature=/);
    const image = await t.anonymous().get(plan_url);
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
    const log = (await api.post('/api/logs', { entity_type: 'property', entity_id: String(id) })).json()
      .data[0];
    expect(Object.keys(log.changes)).toEqual(['plan_file_id']);
  });

  it('refuses a missing file or one that is not an image or PDF', async () => {
    const api = await t.as('admin', 'en');
    const id = await freeUnitOf(1);
    const empty = multipart({});
    expect(
      (await api.post(`/api/properties/${id}/plan`, empty.payload, empty.headers)).json().errors,
    ).toEqual({
      plan: ['Required field'],
    });
    const script = multipart({}, [
      { field: 'plan', filename: 'plan.png', data: Buffer.from('echo hi'), type: 'image/png' },
    ]);
    const res = await api.post(`/api/properties/${id}/plan`, script.payload, script.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ plan: ['This file type is not allowed'] });
  });

  it("keeps a one-building user away from another building's unit", async () => {
    const api = await t.as('property_registrar', 'en');
    const form = multipart({}, [{ field: 'plan', filename: 'plan.png', data: PNG_1X1, type: 'image/png' }]);
    expect(
      (await api.post(`/api/properties/${await freeUnitOf(2)}/plan`, form.payload, form.headers)).statusCode,
    ).toBe(404);
    expect(
      (await api.post(`/api/properties/${await freeUnitOf(1)}/plan`, form.payload, form.headers)).statusCode,
    ).toBe(200);
    expect(
      (await (await t.as('sales_manager')).post(`/api/properties/1/plan`, form.payload, form.headers)).json()
        .missing_permission,
    ).toBe('edit_properties');
  });
});
