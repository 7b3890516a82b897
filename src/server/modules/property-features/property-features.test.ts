import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, properties, propertyFeatureLinks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const group = { title: 'ინფრასტრუქტურა', title_en: 'Infrastructure', title_ru: 'Инфраструктура' };
const feature = (groupId: number | null) => ({
  group_id: groupId,
  title: 'ბავშვთა მოედანი',
  title_en: 'Playground',
  title_ru: 'Детская площадка',
});

describe('property features and groups', () => {
  it('creates, lists, updates and deletes groups and their features', async () => {
    const api = await t.as('property_registrar', 'en');
    const created = (await api.post('/api/property-feature-groups', group)).json();
    expect(created).toEqual({ id: expect.any(Number), ...group, features_count: 0 });
    const playground = (await api.post('/api/property-features', feature(created.id))).json();
    expect(playground).toEqual({ id: expect.any(Number), ...feature(created.id) });
    const loose = (await api.post('/api/property-features', { ...feature(null), title: 'ლიფტი' })).json();
    expect(loose.group_id).toBeNull();

    const groups = (await api.get('/api/property-feature-groups')).json();
    expect(groups).toContainEqual({ ...created, features_count: 1 });
    expect((await api.get(`/api/property-features?group_id=${created.id}`)).json()).toEqual([playground]);
    expect((await api.get('/api/property-features')).json()).toEqual(
      expect.arrayContaining([playground, loose]),
    );

    const renamed = await api.put(`/api/property-feature-groups/${created.id}`, {
      ...group,
      title_en: 'Amenities',
    });
    expect(renamed.json()).toMatchObject({ title_en: 'Amenities', features_count: 1 });
    const moved = await api.put(`/api/property-features/${loose.id}`, {
      ...feature(created.id),
      title: 'ლიფტი',
    });
    expect(moved.json()).toMatchObject({ group_id: created.id, title: 'ლიფტი' });

    const log = (
      await api.post('/api/logs', {
        entity_type: 'property_feature_group',
        entity_id: String(created.id),
        action: 'update',
      })
    ).json().data[0];
    expect(log.changes).toEqual({ title_en: { before: 'Infrastructure', after: 'Amenities' } });

    for (const id of [playground.id, loose.id])
      expect((await api.delete(`/api/property-features/${id}`)).json().success).toBe(true);
    expect((await api.delete(`/api/property-feature-groups/${created.id}`)).json()).toEqual({
      success: true,
      message: 'Record deleted successfully',
    });
    expect((await api.put(`/api/property-feature-groups/${created.id}`, group)).statusCode).toBe(404);
    expect((await api.delete(`/api/property-features/${loose.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a group that has features', async () => {
    const api = await t.as('admin', 'en');
    const created = (await api.post('/api/property-feature-groups', group)).json();
    await api.post('/api/property-features', feature(created.id));
    const res = await api.delete(`/api/property-feature-groups/${created.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The group has features and cannot be deleted');
  });

  it('detaches a deleted feature from the properties that had it', async () => {
    const api = await t.as('admin', 'en');
    const created = (await api.post('/api/property-features', feature(null))).json();
    const [building] = await t.db.insert(buildings).values({ name: 'ტესტ კომპლექსი' }).returning();
    const [unit] = await t.db
      .insert(properties)
      .values({
        building_id: building!.id,
        floor: 2,
        number: '12',
        type: 'apartment',
        state: 'white_frame',
        total_area: '80.00',
        price_per_m2: '1000.00',
        total_price: '80000.00',
        currency: 'USD',
      })
      .returning();
    await t.db.insert(propertyFeatureLinks).values({ property_id: unit!.id, feature_id: created.id });
    expect((await api.delete(`/api/property-features/${created.id}`)).statusCode).toBe(200);
    const links = await t.db
      .select()
      .from(propertyFeatureLinks)
      .where(eq(propertyFeatureLinks.property_id, unit!.id));
    expect(links).toEqual([]);
  });

  it('answers bad titles and unknown groups with 422 per field', async () => {
    const api = await t.as('admin', 'en');
    const res = await api.post('/api/property-features', {
      title: '  ',
      title_en: 'x'.repeat(300),
      group_id: 'a',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      title: ['Required field'],
      title_en: ['Text is too long'],
      group_id: ['Invalid value'],
    });
    const unknownGroup = await api.post('/api/property-features', feature(999999));
    expect(unknownGroup.json().errors).toEqual({ group_id: ['Invalid value'] });
    expect((await api.post('/api/property-feature-groups', {})).json().errors).toEqual({
      title: ['Required field'],
    });
  });

  it('needs view_property_features to read and edit_property_features to change', async () => {
    expect((await t.anonymous().get('/api/property-features')).statusCode).toBe(401);
    const sales = await t.as('booking_registrar', 'en');
    expect((await sales.get('/api/property-features')).json().missing_permission).toBe(
      'view_property_features',
    );
    expect((await sales.get('/api/property-feature-groups')).json().missing_permission).toBe(
      'view_property_features',
    );
    const accountant = await t.as('accountant', 'en');
    expect((await accountant.get('/api/property-feature-groups')).statusCode).toBe(200);
    expect((await accountant.post('/api/property-feature-groups', group)).statusCode).toBe(403);
    const client = await t.as('client_manager', 'en');
    for (const res of [
      await client.post('/api/property-features', feature(null)),
      await client.put('/api/property-features/1', feature(null)),
      await client.delete('/api/property-features/1'),
      await client.post('/api/property-feature-groups', group),
      await client.put('/api/property-feature-groups/1', group),
      await client.delete('/api/property-feature-groups/1'),
    ])
      expect(res.json().missing_permission).toBe('edit_property_features');
  });
});
