import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, users } from '../../db/schema';
import { createSession } from '../../platform/sessions';
import { freeUnits, insertCustomer, postSale, saleBody } from '../../test/factories';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';

/** Spec §5: prices are positive numbers; a unit or a sale at 0 is refused on the field, changing nothing. */
let t: TestApp;
let admin: Api;
let buyer: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin', 'en');
  buyer = await insertCustomer(t.db, { first_name_en: 'Zero', last_name_en: 'Price' });
});
afterAll(() => t.close());

const unit = (number: string, extra: Record<string, unknown> = {}) => ({
  building_id: 1,
  block: 'A',
  floor: 21,
  number,
  type: 'apartment',
  state: 'white_frame',
  total_area: '65.50',
  price_per_m2: 1450,
  currency: 'USD',
  ...extra,
});

describe('a price of 0', () => {
  it('is refused for a unit price per m² or total price, on create and on update', async () => {
    for (const extra of [{ price_per_m2: 0 }, { price_per_m2: '0.00' }]) {
      const res = await admin.post('/api/properties', unit('Z-1', extra));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ price_per_m2: ['Must be greater than zero'] });
    }
    const lump = await admin.post('/api/properties', unit('Z-1', { total_price: '0' }));
    expect(lump.statusCode).toBe(422);
    expect(lump.json().errors).toEqual({ total_price: ['Must be greater than zero'] });

    const created = (await admin.post('/api/properties', unit('Z-2'))).json();
    const update = await admin.put(`/api/properties/${created.id}`, unit('Z-2', { price_per_m2: '0' }));
    expect(update.statusCode).toBe(422);
    expect(Object.keys(update.json().errors)).toEqual(['price_per_m2']);
    const [stored] = await t.db.select().from(properties).where(eq(properties.id, created.id));
    expect(stored!.price_per_m2).toBe('1450.00');
  });

  it('is refused for a unit in a sale, on create and on changing the units', async () => {
    const [first, second] = await freeUnits(t.db, 1, 2);
    const body = saleBody([first!], [buyer], {
      properties: [{ property_id: first, price: '0' }],
      first_installment_amount: '0',
      first_installment_date: null,
    });
    const refused = await admin.post('/api/sales', body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'properties.0.price': ['Must be greater than zero'] });
    expect((await admin.get(`/api/sales?contract_no=${body.contract_no}`)).json().data).toEqual([]);

    const id = await postSale(admin, saleBody([first!], [buyer]));
    const [user] = await t.db.select().from(users).where(eq(users.username, 'admin'));
    const { token } = await createSession(t.db, user!.id, {
      maxHours: 1,
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    const change = await t.app.inject({
      method: 'PATCH',
      url: `/api/sales/${id}/update-properties`,
      payload: {
        properties: [
          { property_id: first, price: '50000' },
          { property_id: second, price: '0.00' },
        ],
        schedule: { start_month: '2026-02', count: 10 },
        paid_amount_choice: 'keep',
      },
      headers: { authorization: `Bearer ${token}`, 'content-language': 'en' },
    });
    expect(change.statusCode).toBe(422);
    expect(change.json().errors).toEqual({ 'properties.1.price': ['Must be greater than zero'] });
    const sale = (await admin.get(`/api/sales/${id}`)).json();
    expect(sale.properties.map((p: { property_id: number }) => p.property_id)).toEqual([first]);
  });
});
