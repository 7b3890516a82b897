import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, barterDeals, barterProperties, documents, properties, users } from '../../db/schema';
import { insertComplex, insertCustomer, insertUnit, insertUser } from '../../test/factories';
import { createTestApp, multipart, type TestApp } from '../../test/test-app';

let t: TestApp;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  customerId = await insertCustomer(t.db, {
    first_name: 'ლევან',
    last_name: 'კაპანაძე',
    personal_id: '61001099887',
  });
});
afterAll(() => t.close());

/** Free units of a complex not yet used by an earlier test. */
const used = new Set<number>();
async function freeUnits(buildingId: number, count: number) {
  const rows = await t.db
    .select()
    .from(properties)
    .where(and(eq(properties.building_id, buildingId), eq(properties.status, 'free')))
    .orderBy(properties.id);
  const picked = rows.filter((r) => !used.has(r.id)).slice(0, count);
  picked.forEach((p) => used.add(p.id));
  return picked;
}
const statuses = async (ids: number[]) =>
  (await t.db.select().from(properties).where(inArray(properties.id, ids)).orderBy(properties.id)).map(
    (p) => p.status,
  );

const deal = (propertyIds: number[], over: Record<string, unknown> = {}) => ({
  customer_id: customerId,
  property_ids: propertyIds,
  item_type: 'land',
  description: '600 მ² მიწის ნაკვეთი წყნეთში',
  valuation: '85000.00',
  currency: 'USD',
  deal_date: '2026-02-10',
  ...over,
});

describe('barter deals', () => {
  it('creates a deal, moving each unit free -> barter, and reads it back', async () => {
    const api = await t.as('admin', 'en');
    const units = await freeUnits(1, 2);
    const res = await api.post('/api/barter', deal(units.map((u) => u.id)));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'active', valuation: '85000.00', customer_name: 'ლევან კაპანაძე' });
    expect(body.properties.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual(
      units.map((u) => [u.id, 'barter']),
    );
    expect(await statuses(units.map((u) => u.id))).toEqual(['barter', 'barter']);
    const list = (await api.get(`/api/barter?customer_id=${customerId}&status=active&building_id=1`)).json();
    expect(list.data.map((d: { id: number }) => d.id)).toContain(body.id);
    expect(
      (await api.get(`/api/barter?search=${encodeURIComponent('წყნეთ')}`)).json().meta.total,
    ).toBeGreaterThan(0);
    const logs = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_type, 'barter'), eq(auditLogs.entity_id, String(body.id))));
    expect(logs.map((l) => l.action)).toEqual(['create']);
  });

  it('refuses a deal naming a unit that is not free and saves nothing', async () => {
    const api = await t.as('admin', 'en');
    const [free] = await freeUnits(1, 1);
    const [sold] = await t.db.select().from(properties).where(eq(properties.status, 'sold')).limit(1);
    const before = (await t.db.select().from(barterDeals)).length;
    const res = await api.post('/api/barter', deal([free!.id, sold!.id]));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain(sold!.number);
    expect(res.json().errors.property_ids).toEqual(['This unit is not free']);
    expect((await t.db.select().from(barterDeals)).length).toBe(before);
    expect(await statuses([free!.id])).toEqual(['free']);
  });

  it('answers 422 per field: valuation, currency, no unit, vehicle details', async () => {
    const api = await t.as('admin', 'en');
    const bad = await api.post('/api/barter', deal([], { valuation: '-5', currency: 'BTC' }));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['currency', 'property_ids', 'valuation']);
    const car = await api.post('/api/barter', deal([1], { item_type: 'vehicle', vehicle_brand: 'BMW' }));
    expect(car.json().errors).toEqual({ vehicle_model: ['Required field'] });
    const floaty = await api.post('/api/barter', deal([1], { valuation: '10.555' }));
    expect(Object.keys(floaty.json().errors)).toEqual(['valuation']);
    const nobody = await api.post('/api/barter', deal([1], { customer_id: 999999 }));
    expect(nobody.json().errors).toEqual({ customer_id: ['No such customer'] });
  });

  it('moves units when the set changes, frees them on cancel, and frees them on delete', async () => {
    const api = await t.as('admin', 'en');
    const [a, b, c] = await freeUnits(2, 3);
    const created = (await api.post('/api/barter', deal([a!.id, b!.id]))).json();
    const changed = await api.put(
      `/api/barter/${created.id}`,
      deal([b!.id, c!.id], {
        item_type: 'vehicle',
        vehicle_brand: 'Toyota',
        vehicle_model: 'Prius',
        vehicle_year: 2019,
      }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ vehicle_brand: 'Toyota', vehicle_year: 2019 });
    expect(await statuses([a!.id, b!.id, c!.id])).toEqual(['free', 'barter', 'barter']);

    const canceled = await api.post(`/api/barter/${created.id}/cancel`);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().status).toBe('canceled');
    expect(canceled.json().properties.every((p: { released_at: string | null }) => p.released_at)).toBe(true);
    expect(await statuses([a!.id, b!.id, c!.id])).toEqual(['free', 'free', 'free']);
    expect((await api.put(`/api/barter/${created.id}`, deal([b!.id]))).statusCode).toBe(422);

    // The freed units can go into another deal; cancel through PUT status and delete free them too.
    const second = (await api.post('/api/barter', deal([a!.id]))).json();
    const byPut = await api.put(`/api/barter/${second.id}`, deal([a!.id], { status: 'canceled' }));
    expect(byPut.json().status).toBe('canceled');
    expect(await statuses([a!.id])).toEqual(['free']);
    const third = (await api.post('/api/barter', deal([c!.id]))).json();
    const file = multipart({ document_type: 'valuation' }, [
      { field: 'file', filename: 'v.pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' },
    ]);
    expect((await api.post(`/api/barter/${third.id}/addFile`, file.payload, file.headers)).statusCode).toBe(
      200,
    );
    expect((await api.get(`/api/barter/${third.id}/files`)).json()).toHaveLength(1);
    expect((await api.delete(`/api/barter/${third.id}`)).statusCode).toBe(200);
    expect(await statuses([c!.id])).toEqual(['free']);
    expect(
      await t.db.select().from(barterProperties).where(eq(barterProperties.barter_id, third.id)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(documents)
        .where(and(eq(documents.owner_type, 'barter'), eq(documents.owner_id, third.id))),
    ).toEqual([]);
  });

  it('keeps a one-building user away from deals on other buildings', async () => {
    const admin = await t.as('admin', 'en');
    const [mine] = await freeUnits(1, 1);
    const [theirs] = await freeUnits(3, 1);
    const own = (await admin.post('/api/barter', deal([mine!.id]))).json();
    const other = (await admin.post('/api/barter', deal([theirs!.id]))).json();
    await t.db
      .update(users)
      .set({
        permissions: ['view_barters', 'create_barters', 'edit_barters', 'delete_barters'],
        building_ids: [1],
      })
      .where(eq(users.username, 'property_registrar'));
    const api = await t.as('property_registrar', 'en');
    const ids = (await api.get('/api/barter?perpage=50')).json().data.map((d: { id: number }) => d.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
    expect((await api.get(`/api/barter/${other.id}`)).statusCode).toBe(404);
    expect((await api.post(`/api/barter/${other.id}/cancel`)).statusCode).toBe(404);
    expect((await api.delete(`/api/barter/${other.id}`)).statusCode).toBe(404);
    expect((await api.get(`/api/barter/${other.id}/files`)).statusCode).toBe(404);
    const [another] = await freeUnits(3, 1);
    const refused = await api.post('/api/barter', deal([another!.id]));
    expect(refused.statusCode).toBe(422);
    expect(await statuses([theirs!.id, another!.id])).toEqual(['barter', 'free']);
  });

  it('answers 401 and 403 naming the permission', async () => {
    expect((await t.anonymous().get('/api/barter')).statusCode).toBe(401);
    const accountant = await t.as('accountant');
    expect((await accountant.get('/api/barter')).statusCode).toBe(200);
    const manager = await t.as('sales_manager');
    expect((await manager.get('/api/barter')).json().missing_permission).toBe('view_barters');
    expect((await manager.post('/api/barter', deal([1]))).json().missing_permission).toBe('create_barters');
    expect((await manager.put('/api/barter/1', deal([1]))).json().missing_permission).toBe('edit_barters');
    expect((await manager.delete('/api/barter/1')).json().missing_permission).toBe('delete_barters');
  });
});

describe('the customer and units a deal names (spec §6)', () => {
  it('takes only units of the user’s complexes and a customer they may see; an unseen one reads as a missing one', async () => {
    const mine = (await insertComplex(t.db, { name: 'ბარტერის კომპლექსი' })).id;
    const elsewhere = (await insertComplex(t.db, { name: 'სხვისი კომპლექსი' })).id;
    await insertUser(
      t.db,
      'barter_one_complex',
      ['view_barters', 'create_barters', 'edit_barters', 'view_customers', 'view_properties'],
      [mine],
    );
    const ownOnly = await insertUser(t.db, 'barter_own_only', [
      'view_barters',
      'create_barters',
      'edit_barters',
      'view_only_own_customers',
      'all_buildings_access',
    ]);
    const hidden = await insertCustomer(t.db, { first_name_en: 'Hidden', last_name_en: 'Trader' });
    const theirs = await insertCustomer(t.db, {
      created_by: ownOnly,
      first_name_en: 'Own',
      last_name_en: 'Client',
    });
    const unit = async (complex = mine) => (await insertUnit(t.db, complex)).id;
    const dealsOf = async (id: number) =>
      (await t.db.select().from(barterDeals).where(eq(barterDeals.customer_id, id))).length;

    const limited = await t.as('barter_one_complex', 'en');
    const foreign = await limited.post('/api/barter', deal([await unit(elsewhere)], { customer_id: hidden }));
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(['property_ids']);
    const allowed = await limited.post('/api/barter', deal([await unit()], { customer_id: hidden }));
    expect(allowed.statusCode, allowed.body).toBe(200);

    const own = await t.as('barter_own_only', 'en');
    const before = await dealsOf(hidden);
    const refused = await own.post('/api/barter', deal([await unit()], { customer_id: hidden }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ customer_id: ['No such customer'] });
    expect(refused.body).not.toContain('Hidden');
    const missing = await own.post('/api/barter', deal([await unit()], { customer_id: 99999999 }));
    expect(missing.json()).toEqual(refused.json());
    const georgian = await (
      await t.as('barter_own_only', 'ka')
    ).post('/api/barter', deal([await unit()], { customer_id: hidden }));
    expect(georgian.json().errors.customer_id[0]).toMatch(/[\u10A0-\u10FF]/);

    const units = [await unit()];
    const created = await own.post('/api/barter', deal(units, { customer_id: theirs }));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const changed = await own.put(`/api/barter/${id}`, deal(units, { customer_id: hidden }));
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual({ customer_id: ['No such customer'] });
    expect(changed.body).not.toContain('Hidden');
    expect(await dealsOf(hidden)).toBe(before);
    const kept = await own.put(
      `/api/barter/${id}`,
      deal(units, { customer_id: theirs, valuation: '90000.00' }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
  });
});
