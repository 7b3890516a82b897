import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema';
import { insertUnit, type UnitOverrides } from '../../test/factories';
import { createTestApp, multipart, PNG_1X1, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
const complex = (extra: Record<string, string | string[]> = {}) => ({
  name: `ვაკე პარკი ${++serial}`,
  name_en: `Vake Park ${serial}`,
  name_ru: `Ваке Парк ${serial}`,
  cad_code: '01.14.12.005.001',
  company_name: 'შპს ვაკე დეველოპმენტი',
  company_name_en: 'Vake Development LLC',
  company_name_ru: 'ООО «Ваке Девелопмент»',
  company_id: '405123456',
  director: 'გიორგი ბერიძე',
  director_en: 'Giorgi Beridze',
  director_ru: 'Гиорги Беридзе',
  director_pid: '01001012345',
  manager_name: 'ნინო ლომიძე',
  address: 'თბილისი, ჭავჭავაძის გამზ. 37',
  address_en: '37 Chavchavadze Ave, Tbilisi',
  address_ru: 'Тбилиси, пр. Чавчавадзе, 37',
  email: 'info@vakepark.ge',
  phone: '+995 322 00 11 22',
  property_states: ['black_frame', 'white_frame'],
  blocks: ['A', 'B'],
  notifiable: 'true',
  ...extra,
});

const addUnit = (buildingId: number, extra: UnitOverrides = {}) =>
  insertUnit(t.db, buildingId, {
    block: 'A',
    floor: 3,
    number: `${++serial}`,
    state: 'black_frame',
    total_area: '64.50',
    price_per_m2: '1200.00',
    total_price: '77400.00',
    ...extra,
  });

describe('complexes', () => {
  it('creates a complex from multipart with blocks[], property_states[] and a facsimile served from its signed URL', async () => {
    const api = await t.as('admin', 'en');
    const form = multipart(
      {
        ...complex({ property_states: [], blocks: [] }),
        'property_states[]': ['green_frame', 'renovated'],
        'blocks[]': ['c', 'A'],
      },
      [{ field: 'facsimile', filename: 'stamp.png', data: PNG_1X1, type: 'image/png' }],
    );
    const res = await api.post('/api/buildings', form.payload, form.headers);
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      name_en: expect.stringMatching(/^Vake Park/),
      company_name_en: 'Vake Development LLC',
      director_ru: 'Гиорги Беридзе',
      address_en: '37 Chavchavadze Ave, Tbilisi',
      director_pid: '01001012345',
      blocks: ['A', 'C'],
      property_states: ['green_frame', 'renovated'],
      notifiable: true,
      bank_accounts: [],
      property_counts: {},
    });
    expect(created.facsimile_file_url).toMatch(/^\/api\/files\/[0-9a-f-]+\?expires=\d+&signature=/);
    const file = await t.anonymous().get(created.facsimile_file_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG_1X1)).toBe(true);

    expect((await api.get(`/api/buildings/${created.id}`)).json().name).toBe(created.name);
    const log = (
      await api.post('/api/logs', {
        entity_type: 'building',
        entity_id: String(created.id),
        action: 'create',
      })
    ).json().data[0];
    expect(log.changes.blocks).toEqual({ before: null, after: ['A', 'C'] });
  });

  it('lists complexes with their accounts and unit counts by status, and searches', async () => {
    const api = await t.as('admin', 'en');
    const building = (
      await api.post('/api/buildings', complex({ name: 'ორთაჭალა ჰილსი', name_en: 'Ortachala Hills' }))
    ).json();
    await addUnit(building.id);
    await addUnit(building.id);
    await addUnit(building.id, { status: 'sold' });
    await addUnit(building.id, { status: 'retired' });
    const banks = (await api.get('/api/banks')).json() as { id: number; iban: string }[];
    const tbc = banks.find((b) => b.iban === 'TB')!;
    expect(
      (
        await api.post('/api/bank-accounts', {
          bank_id: tbc.id,
          building_id: building.id,
          iban: 'GE77TB0000000000123456',
        })
      ).statusCode,
    ).toBe(200);

    const found = (await api.get('/api/buildings?search=ortachala')).json();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      id: building.id,
      property_counts: { free: 2, sold: 1 },
      bank_accounts: [{ iban: 'GE77TB0000000000123456', general: true, bank_name_en: 'TBC Bank' }],
    });
    expect((await api.get('/api/buildings?search=%25')).json()).toEqual([]);
  });

  it('answers bad fields with 422 per field and creates nothing', async () => {
    const api = await t.as('admin', 'en');
    const before = (await api.get('/api/buildings')).json().length;
    const res = await api.post(
      '/api/buildings',
      complex({
        name: ' ',
        director_pid: '0100101234',
        email: 'not-an-email',
        blocks: ['A', 'H'],
        property_states: ['pink_frame'],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Required field'],
      director_pid: ['Personal number must consist of 11 digits'],
      email: ['Invalid e-mail format'],
      blocks: ['A block is a letter from A to G'],
      property_states: ['Invalid value'],
    });
    const repeated = await api.post('/api/buildings', complex({ blocks: ['A', 'a'] }));
    expect(repeated.json().errors).toEqual({ blocks: ['Values must not repeat'] });
    const ka = await (await t.as('admin')).post('/api/buildings', complex({ director_pid: '123' }));
    expect(ka.json().errors.director_pid).toEqual(['პირადი ნომერი უნდა შედგებოდეს 11 ციფრისგან']);

    const text = multipart(complex({ blocks: 'A', property_states: 'black_frame', notifiable: 'false' }), [
      { field: 'facsimile', filename: 'stamp.png', data: Buffer.from('not an image'), type: 'image/png' },
    ]);
    const badFile = await api.post('/api/buildings', text.payload, text.headers);
    expect(badFile.json().errors).toEqual({ facsimile: ['This file type is not allowed'] });
    expect((await api.get('/api/buildings')).json()).toHaveLength(before);
  });

  it('updates through POST with _method=PUT and through PUT, keeping, replacing or removing the facsimile', async () => {
    const api = await t.as('admin', 'en');
    const form = multipart(
      { ...complex({ blocks: 'A', property_states: 'black_frame', notifiable: 'false' }) },
      [{ field: 'facsimile', filename: 'stamp.png', data: PNG_1X1, type: 'image/png' }],
    );
    const created = (await api.post('/api/buildings', form.payload, form.headers)).json();

    const edit = multipart({
      ...complex({ name: 'ისანი რეზიდენსი', blocks: ['A', 'B', 'C'], property_states: 'black_frame' }),
      notifiable: 'false',
      _method: 'PUT',
    });
    const updated = await api.post(`/api/buildings/${created.id}`, edit.payload, edit.headers);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'ისანი რეზიდენსი',
      blocks: ['A', 'B', 'C'],
      notifiable: false,
    });
    const fileId = (url: string) => new URL(url, 'http://local').pathname;
    expect(fileId(updated.json().facsimile_file_url)).toBe(fileId(created.facsimile_file_url));

    const replace = multipart(
      { ...complex({ name: 'ისანი რეზიდენსი', blocks: ['A', 'B', 'C'] }), _method: 'PUT' },
      [{ field: 'facsimile', filename: 'new-stamp.png', data: PNG_1X1, type: 'image/png' }],
    );
    const replaced = (
      await api.post(`/api/buildings/${created.id}`, replace.payload, replace.headers)
    ).json();
    expect(fileId(replaced.facsimile_file_url)).not.toBe(fileId(created.facsimile_file_url));

    const cleared = await api.put(`/api/buildings/${created.id}`, {
      ...complex({ name: 'ისანი რეზიდენსი' }),
      remove_facsimile: true,
    });
    expect(cleared.json()).toMatchObject({ blocks: ['A', 'B'], facsimile_file_url: null });

    const log = (
      await api.post('/api/logs', {
        entity_type: 'building',
        entity_id: String(created.id),
        action: 'update',
      })
    ).json().data;
    expect(log[0].changes.blocks).toEqual({ before: ['A', 'B', 'C'], after: ['A', 'B'] });
    expect(log[1].changes.facsimile_file_id).toEqual({
      before: expect.any(String),
      after: expect.any(String),
    });
    expect(log[2].changes.name.after).toBe('ისანი რეზიდენსი');
    expect((await api.put('/api/buildings/999999', complex())).statusCode).toBe(404);
  });

  it('keeps blocks and states that units use', async () => {
    const api = await t.as('admin', 'en');
    const building = (await api.post('/api/buildings', complex())).json();
    await addUnit(building.id, { block: 'B', state: 'white_frame' });
    const res = await api.put(
      `/api/buildings/${building.id}`,
      complex({ blocks: ['A'], property_states: ['black_frame'] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      blocks: ['A block with properties or bank accounts cannot be removed'],
      property_states: ['A state that properties have cannot be removed'],
    });
  });

  it('refuses to delete a complex while it has properties, and deletes it and its accounts once it has none', async () => {
    const api = await t.as('admin', 'en');
    const building = (await api.post('/api/buildings', complex())).json();
    const unit = await addUnit(building.id);
    const refused = await api.delete(`/api/buildings/${building.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'The complex has properties and cannot be deleted',
      errors: { id: ['The complex has properties and cannot be deleted'] },
    });
    await t.db.delete(properties).where(eq(properties.id, unit.id));
    const banks = (await api.get('/api/banks')).json() as { id: number; iban: string }[];
    const account = (
      await api.post('/api/bank-accounts', {
        bank_id: banks.find((b) => b.iban === 'TB')!.id,
        building_id: building.id,
        iban: 'GE77TB0000000000123456',
      })
    ).json();
    expect((await api.delete(`/api/buildings/${building.id}`)).json()).toEqual({
      success: true,
      message: 'Record deleted successfully',
    });
    expect((await api.get(`/api/buildings/${building.id}`)).statusCode).toBe(404);
    expect((await api.delete(`/api/buildings/${building.id}`)).statusCode).toBe(404);
    const log = (
      await api.post('/api/logs', {
        entity_type: 'bank_account',
        entity_id: String(account.id),
        action: 'delete',
      })
    ).json().data;
    expect(log[0].changes.iban).toEqual({ before: 'GE77TB0000000000123456', after: null });
  });

  it('needs the right permission for each action', async () => {
    expect((await t.anonymous().get('/api/buildings')).statusCode).toBe(401);
    // A client manager sees the complexes of their own sales; without that, none.
    await t.db.execute(
      sql`update roles set permissions = array_remove(permissions, 'view_only_own_sales') where name = 'client_manager'`,
    );
    const client = await t.as('client_manager', 'en');
    const readers =
      'view_buildings|view_properties|view_bookings|view_barters|view_sales|view_only_own_sales';
    expect((await client.get('/api/buildings')).json().missing_permission).toBe(readers);
    expect((await client.get('/api/buildings/1')).json().missing_permission).toBe(readers);
    await t.db.execute(
      sql`update roles set permissions = array_append(permissions, 'view_only_own_sales') where name = 'client_manager'`,
    );
    const sales = await t.as('sales_manager', 'en');
    expect((await sales.post('/api/buildings', complex())).json().missing_permission).toBe(
      'create_buildings',
    );
    expect((await sales.put('/api/buildings/1', complex())).json().missing_permission).toBe('edit_buildings');
    expect((await sales.post('/api/buildings/1', complex())).json().missing_permission).toBe(
      'edit_buildings',
    );
    const registrar = await t.as('property_registrar', 'en');
    const res = await registrar.delete('/api/buildings/1');
    expect(res.statusCode).toBe(403);
    expect(res.json().missing_permission).toBe('delete_buildings');
    expect((await (await t.as('accountant')).post('/api/buildings', complex())).statusCode).toBe(403);
  });

  it('shows a user limited to one complex only that one, and never reveals another', async () => {
    const admin = await t.as('admin', 'en');
    const mine = (await admin.post('/api/buildings', complex())).json();
    const other = (await admin.post('/api/buildings', complex())).json();
    const user = await admin.post('/api/users', {
      username: 'limited.registrar',
      email: 'limited.registrar@demo.ge',
      first_name: 'ლევან',
      last_name: 'ჯაფარიძე',
      password: 'secret123',
      roles: ['property_registrar'],
      permissions: ['delete_buildings'],
      buildings: [mine.id],
    });
    expect(user.statusCode).toBe(200);
    const api = await t.as('limited.registrar', 'en');
    expect((await api.get('/api/buildings')).json().map((b: { id: number }) => b.id)).toEqual([mine.id]);
    expect((await api.get(`/api/buildings/${mine.id}`)).statusCode).toBe(200);
    for (const res of [
      await api.get(`/api/buildings/${other.id}`),
      await api.put(`/api/buildings/${other.id}`, complex()),
      await api.delete(`/api/buildings/${other.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Record not found' });
    }
    expect((await admin.get(`/api/buildings/${other.id}`)).statusCode).toBe(200);

    const own = (await api.post('/api/buildings', complex())).json();
    expect((await api.get(`/api/buildings/${own.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/users/${user.json().id}`)).json().buildings).toEqual([mine.id, own.id]);
  });
});
