import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('banks', () => {
  it('lists the 15 Georgian banks with SWIFT and IBAN codes to any signed-in user', async () => {
    const banks = (await (await t.as('client_manager')).get('/api/banks')).json() as {
      title_en: string;
      code: string;
      iban: string;
    }[];
    expect(banks).toHaveLength(15);
    expect(banks).toContainEqual(
      expect.objectContaining({ title_en: 'TBC Bank', code: 'TBCBGE22', iban: 'TB' }),
    );
    expect(banks).toContainEqual(
      expect.objectContaining({ title_en: 'Bank of Georgia', code: 'BAGAGE22', iban: 'BG' }),
    );
    expect(new Set(banks.map((b) => b.iban)).size).toBe(15);
    expect((await t.anonymous().get('/api/banks')).statusCode).toBe(401);
  });

  it('creates, updates and deletes a bank with manage_banks', async () => {
    const api = await t.as('admin', 'en');
    const created = (
      await api.post('/api/banks', {
        title: 'ტესტ ბანკი',
        title_en: 'Test Bank',
        code: 'tstbge22',
        iban: 'tt',
      })
    ).json();
    expect(created).toMatchObject({ code: 'TSTBGE22', iban: 'TT' });
    const updated = (
      await api.post('/api/banks', {
        id: created.id,
        title: 'ტესტ ბანკი 2',
        title_en: 'Test Bank 2',
        code: 'TSTBGE22',
        iban: 'TT',
      })
    ).json();
    expect(updated.title).toBe('ტესტ ბანკი 2');
    expect((await api.delete(`/api/banks/${created.id}`)).json().success).toBe(true);
    expect((await api.get('/api/banks')).json()).toHaveLength(15);
  });

  it('checks the SWIFT and IBAN code formats', async () => {
    const api = await t.as('admin', 'en');
    const res = await api.post('/api/banks', { title: 'X', code: 'NOPE', iban: 'T1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ code: ['Invalid format'], iban: ['Invalid format'] });
  });

  it('refuses changes without manage_banks', async () => {
    const api = await t.as('sales_manager');
    expect(
      (await api.post('/api/banks', { title: 'X', code: 'TSTBGE22', iban: 'TT' })).json().missing_permission,
    ).toBe('manage_banks');
    expect((await api.delete('/api/banks/1')).statusCode).toBe(403);
  });
});
