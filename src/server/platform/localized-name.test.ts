import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema';
import { insertComplex, insertCustomer, insertUnit, userIdOf } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let customerId: number;
let namedUnit: number;
let georgianOnlyUnit: number;
beforeAll(async () => {
  t = await createTestApp();
  customerId = await insertCustomer(t.db, {
    first_name: 'ნანა',
    last_name: 'ლომიძე',
    personal_id: '61001099111',
  });
  const named = await insertComplex(t.db, { name: 'ლისი ლეიქი', name_en: 'Lisi Lake', name_ru: 'Лиси Лейк' });
  const georgianOnly = await insertComplex(t.db, { name: 'მხოლოდ ქართულად' });
  namedUnit = (await insertUnit(t.db, named.id)).id;
  georgianOnlyUnit = (await insertUnit(t.db, georgianOnly.id)).id;
  await t.db.insert(bookings).values({
    property_id: namedUnit,
    customer_id: customerId,
    operator_id: await userIdOf(t.db, 'admin'),
    date_from: '2026-01-10',
    date_to: '2026-01-20',
    price: '100000',
    currency: 'USD',
  });
});
afterAll(() => t.close());

describe('a complex named in ka/en/ru', () => {
  it('is named in the reader’s language on the unit, the units list and the customer card', async () => {
    for (const [locale, expected] of [
      ['en', 'Lisi Lake'],
      ['ru', 'Лиси Лейк'],
      ['ka', 'ლისი ლეიქი'],
    ] as const) {
      const api = await t.as('admin', locale);
      expect((await api.get(`/api/properties/${namedUnit}`)).json().building_name).toBe(expected);
      const list = (await api.get(`/api/properties?perpage=all`)).json();
      expect(list.data.find((u: { id: number }) => u.id === namedUnit).building_name).toBe(expected);
      const related = (await api.get(`/api/customers/${customerId}/related`)).json();
      expect(related.bookings[0].building_name).toBe(expected);
    }
  });

  it('falls back to the Georgian name where a translation is empty, barter units too', async () => {
    const api = await t.as('admin', 'en');
    expect((await api.get(`/api/properties/${georgianOnlyUnit}`)).json().building_name).toBe(
      'მხოლოდ ქართულად',
    );
    const deal = await api.post('/api/barter', {
      customer_id: customerId,
      property_ids: [georgianOnlyUnit],
      item_type: 'land',
      description: 'ნაკვეთი',
      valuation: '1000.00',
      currency: 'USD',
      deal_date: '2026-02-10',
    });
    expect(deal.statusCode).toBe(200);
    expect(deal.json().properties[0].building_name).toBe('მხოლოდ ქართულად');
    const ru = await t.as('admin', 'ru');
    const list = (await ru.get(`/api/barter?customer_id=${customerId}`)).json();
    expect(list.data[0].properties[0].building_name).toBe('მხოლოდ ქართულად');
  });
});
