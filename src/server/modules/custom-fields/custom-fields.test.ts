import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, buildings, customFieldValues, customers, properties, sales } from '../../db/schema';
import { userIdOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uniqueKey = (base: string) => `${base}_${randomBytes(3).toString('hex')}`;

const field = (over: Record<string, unknown> = {}) => ({
  key: uniqueKey('cf'),
  group: 'sale',
  type: 'text',
  label_ka: 'ველი',
  label_en: 'Field',
  label_ru: 'Поле',
  ...over,
});

async function create(over: Record<string, unknown> = {}) {
  const api = await t.as('admin', 'en');
  const res = await api.post('/api/custom-fields', field(over));
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; key: string };
}

async function anySale() {
  const [row] = await t.db.select({ id: sales.id }).from(sales).limit(1);
  return row!.id;
}

describe('custom field definitions', () => {
  it('creates, lists, updates and deletes a field, each audited', async () => {
    const api = await t.as('admin', 'en');
    const created = await create({ type: 'select', options: ['A', 'B'], required: true, sort_order: 3 });
    expect(created).toMatchObject({ type: 'select', options: ['A', 'B'], required: true, values_count: 0 });

    const reader = await t.as('property_registrar', 'en');
    const list = (await reader.get('/api/custom-fields?group=sale')).json() as { key: string }[];
    expect(list.map((f) => f.key)).toContain(created.key);
    const complexes = (await reader.get('/api/custom-fields?group=complex')).json() as { key: string }[];
    expect(complexes.map((f) => f.key)).not.toContain(created.key);

    const placeholders = (await api.get('/api/custom-fields/placeholders')).json();
    expect(placeholders).toContainEqual({
      key: created.key,
      group: 'sale',
      type: 'select',
      label_ka: 'ველი',
      label_en: 'Field',
      label_ru: 'Поле',
    });

    const updated = await api.put(
      `/api/custom-fields/${created.id}`,
      field({ key: created.key, type: 'select', options: ['A', 'B', 'C'], label_en: 'Renamed' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ label_en: 'Renamed', options: ['A', 'B', 'C'] });

    const deleted = await api.delete(`/api/custom-fields/${created.id}`);
    expect(deleted.json()).toEqual({ success: true, message: expect.any(String) });
    expect((await api.delete(`/api/custom-fields/${created.id}`)).statusCode).toBe(404);

    const audits = await t.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_type, 'custom_field'), eq(auditLogs.entity_id, String(created.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses a malformed, reserved or taken key and a select without options', async () => {
    const api = await t.as('admin', 'en');
    const format = await api.post('/api/custom-fields', field({ key: 'Parking Place' }));
    expect(format.statusCode).toBe(422);
    expect(format.json().errors.key[0]).toMatch(/lower-case latin/);

    for (const key of ['customer_name', 'customer_name_en', 'schedule']) {
      const reserved = await api.post('/api/custom-fields', field({ key }));
      expect(reserved.statusCode).toBe(422);
      expect(reserved.json().errors).toEqual({ key: [expect.stringMatching(/already taken/)] });
    }

    const taken = await create();
    const duplicate = await api.post('/api/custom-fields', field({ key: taken.key }));
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.key).toHaveLength(1);
    const other = await create();
    const renamed = await api.put(`/api/custom-fields/${other.id}`, field({ key: taken.key }));
    expect(renamed.statusCode).toBe(422);

    const select = await api.post('/api/custom-fields', field({ type: 'select', options: [] }));
    expect(select.statusCode).toBe(422);
    expect(Object.keys(select.json().errors)).toEqual(['options']);
    const repeated = await api.post('/api/custom-fields', field({ type: 'select', options: ['A', 'A'] }));
    expect(repeated.statusCode).toBe(422);
  });

  it('lets only edit_custom_fields change definitions, and the picker only template and sales staff', async () => {
    const manager = await t.as('sales_manager', 'en');
    expect((await manager.post('/api/custom-fields', field())).statusCode).toBe(403);
    expect((await manager.get('/api/custom-fields/placeholders')).statusCode).toBe(200);
    const registrar = await t.as('property_registrar', 'en');
    expect((await registrar.get('/api/custom-fields/placeholders')).statusCode).toBe(403);
    const accountant = await t.as('accountant', 'en');
    expect((await accountant.post('/api/custom-fields', field())).statusCode).toBe(403);
  });

  it('keeps a key templates use, and refuses to delete the field while they do', async () => {
    const api = await t.as('admin', 'en');
    const used = await create();
    const template = await api.post('/api/doc-templates', {
      name: `Uses ${used.key}`,
      type: 'letter',
      language: 'ka',
      body: `<p>{${used.key}}</p>`,
    });
    expect(template.statusCode).toBe(200);

    const rename = await api.put(`/api/custom-fields/${used.id}`, field({ key: uniqueKey('other') }));
    expect(rename.statusCode).toBe(422);
    expect(rename.json().message).toBe(`The field is used by template(s): Uses ${used.key}`);
    expect(rename.json().errors.key).toHaveLength(1);
    // The same key with other labels is fine.
    expect((await api.put(`/api/custom-fields/${used.id}`, field({ key: used.key }))).statusCode).toBe(200);

    const removal = await api.delete(`/api/custom-fields/${used.id}`);
    expect(removal.statusCode).toBe(422);
    expect(removal.json().message).toContain(`Uses ${used.key}`);

    await api.delete(`/api/doc-templates/${template.json().id}`);
    expect((await api.delete(`/api/custom-fields/${used.id}`)).statusCode).toBe(200);
  });
});

describe('custom field values', () => {
  it('checks every type, answers them typed, and clears with null', async () => {
    const api = await t.as('admin', 'en');
    const text = await create({ type: 'text' });
    const number = await create({ type: 'number' });
    const date = await create({ type: 'date' });
    const select = await create({ type: 'select', options: ['north', 'south'] });
    const flag = await create({ type: 'boolean' });
    const saleId = await anySale();
    const url = `/api/custom-fields/values/sale/${saleId}`;

    const bad = await api.put(url, {
      values: {
        [number.key]: '12a',
        [date.key]: '2024-13-40',
        [select.key]: 'east',
        [flag.key]: 'maybe',
        nothing_like_this: 'x',
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      [
        `values.${number.key}`,
        `values.${date.key}`,
        `values.${select.key}`,
        `values.${flag.key}`,
        'values.nothing_like_this',
      ].sort(),
    );
    expect(bad.json().errors['values.nothing_like_this']).toEqual(['No such custom field']);

    const saved = await api.put(url, {
      values: {
        [text.key]: '  Parking 12 ',
        [number.key]: '1250,5',
        [date.key]: '2024-05-01',
        [select.key]: 'south',
        [flag.key]: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    const values = (await api.get(url)).json().values;
    expect(values).toMatchObject({
      [text.key]: 'Parking 12',
      [number.key]: '1250.5',
      [date.key]: '2024-05-01',
      [select.key]: 'south',
      [flag.key]: true,
    });

    // A key left out keeps its value; null clears one.
    await api.put(url, { values: { [text.key]: null } });
    const after = (await api.get(url)).json().values;
    expect(after[text.key]).toBeNull();
    expect(after[number.key]).toBe('1250.5');

    const [audit] = await t.db
      .select({ changes: auditLogs.changes })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_type, 'custom_field_values'), eq(auditLogs.entity_id, `sale:${saleId}`)))
      .orderBy(auditLogs.id)
      .limit(1);
    expect(audit!.changes).toHaveProperty(number.key);

    // The list counts the values, and deleting the field removes them.
    const listed = (await api.get('/api/custom-fields?group=sale')).json() as {
      id: number;
      values_count: number;
    }[];
    expect(listed.find((f) => f.id === number.id)!.values_count).toBe(1);
    await api.delete(`/api/custom-fields/${number.id}`);
    const left = await t.db.select().from(customFieldValues).where(eq(customFieldValues.field_id, number.id));
    expect(left).toEqual([]);
  });

  it('requires a required field to end up filled', async () => {
    const api = await t.as('admin', 'en');
    const required = await create({ type: 'text', required: true });
    const saleId = await anySale();
    const url = `/api/custom-fields/values/sale/${saleId}`;
    const missing = await api.put(url, { values: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[`values.${required.key}`]).toEqual(['Required field']);
    expect((await api.put(url, { values: { [required.key]: 'yes' } })).statusCode).toBe(200);
    expect((await api.put(url, { values: {} })).statusCode).toBe(200);
    expect((await api.put(url, { values: { [required.key]: ' ' } })).statusCode).toBe(422);
    await t.db.delete(customFieldValues).where(eq(customFieldValues.field_id, required.id));
    await api.delete(`/api/custom-fields/${required.id}`);
  });

  it('refuses a type or options change that stored values would not fit, and a group change once filled', async () => {
    const api = await t.as('admin', 'en');
    const f = await create({ group: 'customer', type: 'text' });
    const [customer] = await t.db.select({ id: customers.id }).from(customers).limit(1);
    await api.put(`/api/custom-fields/values/customer/${customer!.id}`, {
      values: { [f.key]: 'not a number' },
    });

    const toNumber = await api.put(
      `/api/custom-fields/${f.id}`,
      field({ key: f.key, group: 'customer', type: 'number' }),
    );
    expect(toNumber.statusCode).toBe(422);
    expect(toNumber.json().errors.type[0]).toMatch(/^1 record\(s\) hold values that do not fit/);
    const toSale = await api.put(`/api/custom-fields/${f.id}`, field({ key: f.key, group: 'sale' }));
    expect(toSale.statusCode).toBe(422);
    expect(toSale.json().errors.group[0]).toMatch(/filled in for 1 record/);

    const sel = await create({ group: 'customer', type: 'select', options: ['x', 'y'] });
    await api.put(`/api/custom-fields/values/customer/${customer!.id}`, { values: { [sel.key]: 'y' } });
    const dropY = await api.put(
      `/api/custom-fields/${sel.id}`,
      field({ key: sel.key, group: 'customer', type: 'select', options: ['x'] }),
    );
    expect(dropY.statusCode).toBe(422);
    expect(Object.keys(dropY.json().errors)).toEqual(['options']);
    const toText = await api.put(
      `/api/custom-fields/${sel.id}`,
      field({ key: sel.key, group: 'customer', type: 'text' }),
    );
    expect(toText.statusCode).toBe(200);
  });

  it('follows the rights on the record of each group', async () => {
    const saleField = await create({ group: 'sale' });
    const customerField = await create({ group: 'customer' });
    const propertyField = await create({ group: 'property' });
    const complexField = await create({ group: 'complex' });
    const clientManagerId = await userIdOf(t.db, 'client_manager');
    const [notTheirs] = await t.db
      .select({ id: sales.id })
      .from(sales)
      .where(ne(sales.responsible_user_id, clientManagerId))
      .limit(1);
    const [customer] = await t.db.select({ id: customers.id }).from(customers).limit(1);
    const [property] = await t.db.select({ id: properties.id }).from(properties).limit(1);
    const [building] = await t.db.select({ id: buildings.id }).from(buildings).limit(1);

    const accountant = await t.as('accountant', 'en');
    const saleUrl = `/api/custom-fields/values/sale/${notTheirs!.id}`;
    expect((await accountant.get(saleUrl)).statusCode).toBe(200);
    const viewOnly = await accountant.put(saleUrl, { values: { [saleField.key]: 'x' } });
    expect(viewOnly.statusCode).toBe(403);

    const clientManager = await t.as('client_manager', 'en');
    expect((await clientManager.get(saleUrl)).statusCode).toBe(404);
    expect((await clientManager.put(saleUrl, { values: { [saleField.key]: 'x' } })).statusCode).toBe(403);
    expect((await clientManager.get(`/api/custom-fields/values/property/${property!.id}`)).statusCode).toBe(
      403,
    );
    expect((await clientManager.get(`/api/custom-fields/values/customer/${customer!.id}`)).statusCode).toBe(
      404,
    );

    const manager = await t.as('sales_manager', 'en');
    const customerUrl = `/api/custom-fields/values/customer/${customer!.id}`;
    expect((await manager.put(customerUrl, { values: { [customerField.key]: 'VIP' } })).statusCode).toBe(200);
    expect((await manager.get(customerUrl)).json().values[customerField.key]).toBe('VIP');
    const propertyUrl = `/api/custom-fields/values/property/${property!.id}`;
    expect((await manager.get(propertyUrl)).statusCode).toBe(200);
    expect((await manager.put(propertyUrl, { values: { [propertyField.key]: 'x' } })).statusCode).toBe(403);

    const admin = await t.as('admin', 'en');
    const complexUrl = `/api/custom-fields/values/complex/${building!.id}`;
    expect((await admin.put(complexUrl, { values: { [complexField.key]: 'Block A' } })).statusCode).toBe(200);
    expect((await admin.put(propertyUrl, { values: { [propertyField.key]: 'Corner' } })).statusCode).toBe(
      200,
    );
    expect((await admin.get('/api/custom-fields/values/complex/999999')).statusCode).toBe(404);
    expect((await admin.get('/api/custom-fields/values/planet/1')).statusCode).toBe(422);
  });
});

describe('values of a deleted record', () => {
  it('go with the customer they belong to, and only theirs', async () => {
    const api = await t.as('admin', 'en');
    const passport = await create({ group: 'customer' });
    const customer = (
      await api.post('/api/customers', {
        type: 'individual',
        first_name: 'ნიკა',
        last_name: 'კაპანაძე',
        personal_id: `0200${String(Date.now()).slice(-7)}`,
        gender: 'male',
        citizenship: 'GE',
        country: 'GE',
      })
    ).json() as { id: number };
    expect(customer.id).toBeGreaterThan(0);
    const saved = await api.put(`/api/custom-fields/values/customer/${customer.id}`, {
      values: { [passport.key]: 'AB123456' },
    });
    expect(saved.statusCode).toBe(200);
    const saleField = await create({ group: 'sale' });
    await t.db
      .insert(customFieldValues)
      .values({ field_id: saleField.id, record_id: customer.id, value: 'kept' });

    expect((await api.delete(`/api/customers/${customer.id}`)).statusCode).toBe(200);
    const left = await t.db
      .select({ field_id: customFieldValues.field_id })
      .from(customFieldValues)
      .where(eq(customFieldValues.record_id, customer.id));
    expect(left.map((v) => v.field_id)).toEqual([saleField.id]);
  });
});
