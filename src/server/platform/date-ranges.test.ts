import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Api, type TestApp } from '../test/test-app';

/** Spec §5: a list filtered by a reversed date range answers what the range in order answers. */
let t: TestApp;
let admin: Api;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin', 'en');
});
afterAll(() => t.close());

const total = async (url: string) => {
  const res = await admin.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().meta.total as number;
};

describe('reversed date ranges', () => {
  it('are swapped for every *_from/*_to list filter', async () => {
    await admin.post('/api/customers', {
      type: 'individual',
      first_name: 'თამარ',
      last_name: 'კაპანაძე',
      personal_id: '01009988776',
      citizenship: 'GE',
      country: 'GE',
      phone: '+995 555 98 76 54',
    });
    const lists: [string, string, boolean][] = [
      ['/api/sales', 'contract_start_date', true],
      ['/api/sales', 'adding_date', true],
      ['/api/sales', 'first_installment_date', false],
      ['/api/customers', 'created', true],
      ['/api/customers', 'birth_date', false],
      ['/api/documents', 'date', false],
      ['/api/invoices', 'date', false],
      ['/api/advance-payments', 'date', false],
      ['/api/bookings', 'date', false],
    ];
    for (const [path, field, surelyFound] of lists) {
      const inOrder = await total(`${path}?${field}_from=1900-01-01&${field}_to=2099-12-31`);
      const reversed = await total(`${path}?${field}_from=2099-12-31&${field}_to=1900-01-01`);
      expect(reversed, `${path} ${field}`).toBe(inOrder);
      if (surelyFound) expect(inOrder, `${path} ${field}`).toBeGreaterThan(0);
    }
  });

  it('are swapped in the filters of the log, which come in a body', async () => {
    const logs = async (date_from: string, date_to: string) => {
      const res = await admin.post('/api/logs', { date_from, date_to });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().meta.total as number;
    };
    const inOrder = await logs('1900-01-01', '2099-12-31');
    expect(inOrder).toBeGreaterThan(0);
    expect(await logs('2099-12-31', '1900-01-01')).toBe(inOrder);
  });

  it('leaves a range in order and a single bound as they are', async () => {
    expect(
      await total('/api/sales?contract_start_date_from=2099-01-01&contract_start_date_to=2099-12-31'),
    ).toBe(0);
    expect(await total('/api/sales?contract_start_date_from=2099-01-01')).toBe(0);
    expect(await total('/api/sales?contract_start_date_to=1900-01-01')).toBe(0);
  });
});
