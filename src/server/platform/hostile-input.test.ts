import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECORD_ID } from '@shared/validation/ids';
import { createTestApp, type Api, type TestApp } from '../test/test-app';

/**
 * Input that once reached the database and answered 500 (issue 35): each is a 4xx in the platform's
 * shape, in the request's language, and changes nothing.
 */
let t: TestApp;
let admin: Api;
const PAST_INT4 = MAX_RECORD_ID + 1;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin', 'en');
});
afterAll(() => t.close());

const fieldsOf = (answer: { json(): unknown }) => Object.keys((answer.json() as { errors: object }).errors);

describe('ids past what an integer column holds', () => {
  it('are an unknown record in a path and a bad field in a query or body', async () => {
    expect((await admin.get(`/api/customers/${PAST_INT4}`)).statusCode).toBe(404);
    const accounts = await admin.get(`/api/bank-accounts?building_id=${PAST_INT4}`);
    expect(accounts.statusCode).toBe(422);
    expect(fieldsOf(accounts)).toEqual(['building_id']);
    const read = await admin.post('/api/mark-as-read', { id: PAST_INT4 });
    expect([read.statusCode, fieldsOf(read)]).toEqual([422, ['id']]);
    const overdue = await admin.post('/api/overdue-sales', { sale_ids: [PAST_INT4] });
    expect([overdue.statusCode, fieldsOf(overdue)]).toEqual([422, ['sale_ids.0']]);
    const byCustomer = await admin.post('/api/sales/getSalesByCustomer', { customer_id: PAST_INT4 });
    expect([byCustomer.statusCode, fieldsOf(byCustomer)]).toEqual([422, ['customer_id']]);
    expect((await admin.get(`/api/customers/${MAX_RECORD_ID}`)).statusCode).toBe(404);
  });

  it('are declared in the API description', async () => {
    const document = (await t.anonymous().get('/api/docs/json')).json();
    const [id] = document.paths['/api/customers/{id}'].get.parameters;
    expect(id.schema.maximum).toBe(MAX_RECORD_ID);
  });
});

describe('a NUL character in text', () => {
  it('is refused on its field before any query, signed in or not', async () => {
    const login = await t.anonymous('en').post('/api/login', { login: 'a\u0000b', password: 'demo1234' });
    expect([login.statusCode, fieldsOf(login)]).toEqual([422, ['login']]);
    expect(login.json().errors.login).toEqual(['The text holds a character that is not allowed (NUL)']);
    const search = await admin.get('/api/buildings?search=a%00b');
    expect([search.statusCode, fieldsOf(search)]).toEqual([422, ['search']]);
    const header = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-note': 'a\u0000b' },
    });
    expect(header.statusCode).toBe(422);
  });

  it('creates nothing, while Georgian, emoji and right-to-left text are kept exactly', async () => {
    const before = (await admin.get('/api/property-features')).json().length;
    const refused = await admin.post('/api/property-features', { title: 'აივანი\u0000' });
    expect([refused.statusCode, fieldsOf(refused)]).toEqual([422, ['title']]);
    expect((await admin.get('/api/property-features')).json()).toHaveLength(before);
    const title = 'აივანი 🏠 شرفة בלקון';
    const kept = await admin.post('/api/property-features', { title });
    expect(kept.statusCode).toBe(200);
    const titles = (await admin.get('/api/property-features')).json().map((f: { title: string }) => f.title);
    expect(titles).toContain(title);
  });
});

describe('a row that others still point to', () => {
  it('is not deleted: 409 names what still uses it', async () => {
    const bank = await admin.delete('/api/banks/1');
    expect(bank.statusCode).toBe(409);
    expect(bank.json().message).toBe(
      'This record is still used by bank accounts; change or remove those first',
    );
    expect((await admin.get('/api/banks')).json().some((b: { id: number }) => b.id === 1)).toBe(true);
    const georgian = await (await t.as('admin', 'ka')).delete('/api/users/2');
    expect(georgian.statusCode).toBe(409);
    expect(georgian.json().message).toMatch(/^ამ ჩანაწერს ჯერ კიდევ იყენებს/);
  });
});

describe('amounts and counts', () => {
  it('reads a word for an amount as a bad field, never as a thrown rule', async () => {
    const answer = await t.app.inject({
      method: 'PATCH',
      url: '/api/sales/1/update-properties',
      headers: await tokenHeader(),
      payload: {
        properties: [{ property_id: 1, price: '100000' }],
        first_installment_amount: 'abc',
        schedule: { start_month: '2027-01', count: 12, end_month: null, formula: '' },
        paid_amount_choice: 'keep',
      },
    });
    expect([answer.statusCode, fieldsOf(answer)]).toEqual([422, ['first_installment_amount']]);
  });

  it('refuses a container line whose total its column cannot hold', async () => {
    const [type] = (await admin.get('/api/service-types')).json();
    const huge = '999999999999.99';
    const line = { service_type_id: type.id, quantity: huge, unit_price: huge };
    const answer = await admin.post('/api/containers', { sale_id: 1, title: 'Storage', lines: [line] });
    expect([answer.statusCode, fieldsOf(answer)]).toEqual([422, ['lines.0.quantity']]);
    expect(answer.json().errors['lines.0.quantity']).toEqual([
      'The amount is too large: at most 999,999,999,999.99',
    ]);
  });

  it('bounds a sale target count', async () => {
    const target = { user_id: 1, month: '2026-12', target_amount: '1000', currency: 'GEL' };
    const answer = await admin.post('/api/sale-targets', { ...target, target_count: 2 ** 31 });
    expect([answer.statusCode, fieldsOf(answer)]).toEqual([422, ['target_count']]);
  });
});

describe('dates', () => {
  it('refuses a day that is not on the calendar, and years outside 1900-2100', async () => {
    const february = await admin.get('/api/customers?birth_date_from=2025-02-30');
    expect([february.statusCode, fieldsOf(february)]).toEqual([422, ['birth_date_from']]);
    const far = await admin.get('/api/documents?date_from=0001-01-01');
    expect(far.json().errors.date_from).toEqual(['The date must fall between 1900 and 2100']);
    const report = await admin.post('/api/reporting', { date_from: '2026-01-01', date_to: '9999-12-31' });
    expect(report.statusCode).toBe(422);
    expect(fieldsOf(report)).toContain('date_to');
  });
});

describe('what the error handler answers', () => {
  it('writes a malformed body of a route with an answer shape of its own in the platform shape', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/doc-templates/images',
      headers: { ...(await tokenHeader()), 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      message: 'The given data was invalid',
      errors: { _: [expect.any(String)] },
    });
  });

  it('reads a trailing slash as the same route', async () => {
    const plain = await admin.get('/api/tickets?mode=manager');
    const slashed = await admin.get('/api/tickets/?mode=manager');
    expect([plain.statusCode, slashed.statusCode]).toEqual([200, 200]);
    expect(slashed.json().total).toBe(plain.json().total);
  });
});

async function tokenHeader() {
  const answer = await t.anonymous().post('/api/login', { login: 'admin', password: 'demo1234' });
  return { authorization: `Bearer ${answer.json().token as string}`, 'content-language': 'en' };
}
