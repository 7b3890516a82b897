import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, customers, saleCustomers, sales, users } from '../../db/schema';
import { createTestApp, multipart, PNG_1X1, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const template = (over: Record<string, unknown> = {}) => ({
  name: 'Reminder',
  type: 'letter',
  language: 'ka',
  subject: 'Contract {contract_no}',
  body: '<p>Dear {customer_name}</p>',
  ...over,
});

async function save(over: Record<string, unknown> = {}) {
  const api = await t.as('admin', 'en');
  const res = await api.post('/api/doc-templates', template(over));
  expect(res.statusCode).toBe(200);
  return res.json().id as number;
}

async function uploadImage(data: Buffer, filename = 'logo.png', type = 'image/png') {
  const api = await t.as('admin', 'en');
  const form = multipart({}, [{ field: 'file', filename, data, type }]);
  return api.post('/api/doc-templates/images', form.payload, form.headers);
}

describe('document templates', () => {
  it('names the types in the request language', async () => {
    for (const [locale, title] of [
      ['ka', 'წერილი'],
      ['en', 'Letter'],
      ['ru', 'Письмо'],
    ] as const) {
      const types = (await (await t.as('client_manager', locale)).get('/api/doc-templates/types')).json();
      expect(types).toHaveLength(5);
      expect(types[0]).toEqual({ value: 'letter', title });
    }
  });

  it('creates, reads with chosen fields, lists by type, updates and deletes, each audited', async () => {
    const api = await t.as('admin', 'en');
    const id = await save({ type: 'sms', body: '<p>{contract_no}: {customer_name_en}</p>' });
    const row = (await api.get(`/api/doc-templates/${id}`)).json();
    expect(row).toMatchObject({
      id,
      type: 'sms',
      subject: 'Contract {contract_no}',
      placeholders: ['contract_no', 'customer_name_en'],
    });
    expect((await api.get(`/api/doc-templates/${id}?fields=name,type`)).json()).toEqual({
      id,
      name: 'Reminder',
      type: 'sms',
    });
    expect((await api.get(`/api/doc-templates/${id}?fields=name,password`)).statusCode).toBe(422);

    const sms = (await api.get('/api/doc-templates?type=sms')).json() as { id: number; type: string }[];
    expect(sms.map((r) => r.id)).toContain(id);
    expect(sms.every((r) => r.type === 'sms')).toBe(true);
    expect(
      (await api.get('/api/doc-templates?type=letter')).json().map((r: { id: number }) => r.id),
    ).not.toContain(id);

    const updated = await api.post('/api/doc-templates', template({ id, name: 'Renamed', type: 'sms' }));
    expect(updated.json()).toEqual({ success: true, id });
    expect((await api.get(`/api/doc-templates/${id}`)).json().name).toBe('Renamed');
    expect((await api.post('/api/doc-templates', template({ id: 999999 }))).statusCode).toBe(404);

    expect((await api.delete(`/api/doc-templates/${id}`)).statusCode).toBe(200);
    expect((await api.get(`/api/doc-templates/${id}`)).statusCode).toBe(404);
    const audits = await t.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_type, 'doc_template'), eq(auditLogs.entity_id, String(id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('keeps only safe HTML', async () => {
    const api = await t.as('admin', 'en');
    const id = await save({
      body: [
        '<p style="text-align: center; color: red" onclick="x()">Centered</p>',
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(2)">',
        '<img src="https://evil.example/track.png">',
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot" width="10">',
        '<a href="javascript:alert(3)">bad link</a> <a href="https://example.ge">good link</a>',
        '<iframe src="https://example.ge"></iframe><table><tbody><tr><td>cell</td></tr></tbody></table>',
      ].join(''),
    });
    const body = (await api.get(`/api/doc-templates/${id}`)).json().body as string;
    expect(body).toContain('<p style="text-align:center">Centered</p>');
    expect(body).not.toMatch(/script|onerror|onclick|alert|evil|iframe|color/);
    expect(body).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot" width="10" />');
    expect(body).toContain('<a href="https://example.ge">good link</a>');
    expect(body).toContain('<a>bad link</a>');
    expect(body).toContain('<td>cell</td>');
  });

  it('refuses unknown placeholders and unpaired loops, naming them', async () => {
    const api = await t.as('admin', 'en');
    const unknown = await api.post(
      '/api/doc-templates',
      template({ subject: '{contract_number}', body: '<p>{customer_name} {customer name}</p>' }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      success: false,
      message: 'The template uses unknown placeholders: contract_number, customer name',
      unknown_placeholders: ['contract_number', 'customer name'],
    });
    expect(Object.keys(unknown.json().errors).sort()).toEqual(['body', 'subject']);

    const unpaired = await api.post(
      '/api/doc-templates',
      template({ body: '<p>{#customers}{customer_name}</p>' }),
    );
    expect(unpaired.statusCode).toBe(422);
    expect(unpaired.json().message).toMatch(/placeholders are written incorrectly/);

    const customField = await api.post('/api/custom-fields', {
      key: 'doc_test_parking',
      group: 'sale',
      type: 'text',
      label_ka: 'პარკინგი',
    });
    expect(customField.statusCode).toBe(200);
    expect(
      (await api.post('/api/doc-templates', template({ body: '<p>{doc_test_parking}</p>' }))).statusCode,
    ).toBe(200);
  });

  it('lets template editors change templates and sales staff read them', async () => {
    const id = await save();
    const manager = await t.as('sales_manager', 'en');
    expect((await manager.get('/api/doc-templates')).statusCode).toBe(200);
    expect((await manager.get(`/api/doc-templates/${id}`)).statusCode).toBe(200);
    expect((await manager.post('/api/doc-templates', template())).statusCode).toBe(403);
    expect((await manager.delete(`/api/doc-templates/${id}`)).statusCode).toBe(403);
    const registrar = await t.as('property_registrar', 'en');
    expect((await registrar.get('/api/doc-templates')).statusCode).toBe(403);
    const accountant = await t.as('accountant', 'en');
    expect((await accountant.post('/api/doc-templates', template())).statusCode).toBe(403);
  });

  it('renders a template for a demo sale with every value filled and escaped', async () => {
    const [buyer] = await t.db
      .select({
        sale_id: saleCustomers.sale_id,
        customer_id: saleCustomers.customer_id,
        contract_no: sales.contract_no,
      })
      .from(saleCustomers)
      .innerJoin(sales, eq(sales.id, saleCustomers.sale_id))
      .where(and(isNull(saleCustomers.removed_at), isNull(sales.deleted_at), ne(sales.status, 'canceled')))
      .orderBy(saleCustomers.sale_id)
      .limit(1);
    await t.db.update(customers).set({ first_name: 'ნინო<b>&"' }).where(eq(customers.id, buyer!.customer_id));
    const id = await save({
      body: [
        '<p>{document_date} · {contract_no}</p>',
        '<p>{#customers}</p><p>{customer_name} {customer_pn}</p><p>{/customers}</p>',
        '<table><tbody><tr><td>{#schedule}{schedule_no}</td><td>{schedule_date}</td><td>{schedule_amount}{/schedule}</td></tr></tbody></table>',
        '<p>{#properties}{property_num} {property_total_area}{/properties} {complex_name}</p>',
        '<p>{contract_total_price} {contract_currency} ({contract_total_wprice})</p>',
      ].join(''),
    });
    const api = await t.as('admin', 'en');
    const res = await api.get(`/api/doc-templates/${id}?fields=name&sale_id=${buyer!.sale_id}`);
    expect(res.statusCode).toBe(200);
    const { rendered, name } = res.json();
    expect(name).toBe('Reminder');
    expect(rendered.subject).toBe(`Contract ${buyer!.contract_no}`);
    expect(rendered.html).not.toMatch(/\{[^{}]*\}/);
    expect(rendered.text).not.toMatch(/\{[^{}]*\}/);
    expect(rendered.html).toContain('ნინო&lt;b&gt;&amp;');
    expect(rendered.html).not.toContain('<b>');
    expect(rendered.text).toContain('ნინო<b>&"');
    expect(rendered.text).toContain(buyer!.contract_no);
    expect((rendered.html.match(/<tr>/g) ?? []).length).toBeGreaterThanOrEqual(1);

    const [clientManager] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'client_manager'));
    const [notTheirs] = await t.db
      .select({ id: sales.id })
      .from(sales)
      .where(ne(sales.responsible_user_id, clientManager!.id))
      .limit(1);
    const cm = await t.as('client_manager', 'en');
    expect((await cm.get(`/api/doc-templates/${id}?sale_id=${notTheirs!.id}`)).statusCode).toBe(404);
  });
});

describe('editor images', () => {
  it('stores an image and serves it at a durable URL that templates may use', async () => {
    const res = await uploadImage(PNG_1X1);
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/doc-templates\/images\/[0-9a-f-]{36}$/);
    const image = await t.anonymous().get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);

    const id = await save({ body: `<p><img src="${url}" alt="logo"></p>` });
    const api = await t.as('admin', 'en');
    expect((await api.get(`/api/doc-templates/${id}`)).json().body).toContain(
      `<img src="${url}" alt="logo" />`,
    );
  });

  it('answers a refused file with a translated {error: {message}} beside the platform shape', async () => {
    const bad = await uploadImage(Buffer.from('%PDF-1.4\n%%EOF\n'), 'contract.pdf', 'application/pdf');
    expect(bad.statusCode).toBe(422);
    const message = 'The image could not be uploaded: PNG, JPEG, WebP or GIF only';
    expect(bad.json()).toEqual({ message, errors: { file: [message] }, error: { message } });

    const api = await t.as('admin', 'ru');
    const form = multipart({ note: 'x' });
    const none = await api.post('/api/doc-templates/images', form.payload, form.headers);
    expect(none.json()).toEqual({
      message: 'Выберите изображение',
      errors: { file: ['Выберите изображение'] },
      error: { message: 'Выберите изображение' },
    });

    const manager = await t.as('sales_manager', 'en');
    const upload = multipart({}, [{ field: 'file', filename: 'a.png', data: PNG_1X1, type: 'image/png' }]);
    expect((await manager.post('/api/doc-templates/images', upload.payload, upload.headers)).statusCode).toBe(
      403,
    );
  });

  it('serves no other stored file through the image route', async () => {
    const fileId = await t.app.deps.storage.save(
      t.db,
      { field: 'file', filename: 'id.png', data: PNG_1X1 },
      ['image/png'],
      null,
    );
    expect((await t.anonymous().get(`/api/doc-templates/images/${fileId}`)).statusCode).toBe(404);
    expect((await t.anonymous().get('/api/doc-templates/images/not-a-uuid')).statusCode).toBe(422);
  });
});
