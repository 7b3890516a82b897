import { count, eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCX_MIME_TYPE, MAX_TEMPLATE_BYTES, type WordTemplateRow } from '@shared/templates/contracts';
import { buildDocx } from '../../seeds/demo-docx';
import { auditLogs, wordTemplates } from '../../db/schema';
import { createTestApp, multipart, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  // More uploads in a minute than an office makes (the imports' rate limit counts them).
  t = await createTestApp({ env: { RATE_LIMITS: 'imports=1000' } });
});
afterAll(() => t.close());

const docx = (...texts: string[]) => buildDocx(texts.map((text) => ({ text })));
const fields = { name: 'Test contract', contract_type: 'contract_main', language: 'ge' };
const upload = (data: Buffer, filename = 'contract.docx', extra: Record<string, string> = {}) =>
  multipart({ ...fields, ...extra }, [{ field: 'file', filename, data, type: DOCX_MIME_TYPE }]);
const zipOf = (name: string) => {
  const zip = new PizZip();
  zip.file(name, '<x/>');
  return zip.generate({ type: 'nodebuffer' });
};
const templateCount = async () => (await t.db.select({ n: count() }).from(wordTemplates))[0]!.n;

describe('/api/word-templates', () => {
  it('lists the seeded templates with their placeholders, complex and author', async () => {
    const api = await t.as('accountant', 'en');
    const res = await api.get('/api/word-templates?contract_type=contract_main');
    expect(res.statusCode).toBe(200);
    const rows = res.json<WordTemplateRow[]>();
    expect(rows.map((r) => r.language).sort()).toEqual(['ge', 'ge_en']);
    expect(rows[0]).toMatchObject({ building_id: null, building_name: null, active: true });
    expect(rows[0]!.created_by_name).toBe('ნინო კაპანაძე');
    expect(rows[0]!.placeholders).toEqual(expect.arrayContaining(['contract_no', 'properties', 'schedule']));
  });

  it('saves a .docx with its sorted placeholders, serves it back, updates and deletes it, all audited', async () => {
    const admin = await t.as('admin', 'en');
    const file = docx(
      '{contract_no} {customer_name_en}',
      '{#schedule}{schedule_date}{/schedule} {parking_place}',
    );
    const { payload, headers } = upload(file);
    const created = await admin.post('/api/word-templates', payload, headers);
    expect(created.statusCode).toBe(200);
    const { success, id } = created.json<{ success: boolean; id: number }>();
    expect(success).toBe(true);
    const [row] = await t.db.select().from(wordTemplates).where(eq(wordTemplates.id, id));
    expect(row!.placeholders).toEqual([
      'contract_no',
      'customer_name_en',
      'parking_place',
      'schedule',
      'schedule_date',
    ]);
    expect(row!.size_bytes).toBe(file.length);

    const download = await admin.get(`/api/word-templates/${id}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe(DOCX_MIME_TYPE);
    expect(download.headers['content-disposition']).toContain('contract.docx');
    expect(Buffer.compare(download.rawPayload, file)).toBe(0);

    const renamed = multipart({ ...fields, name: 'Renamed', language: 'ge_en', active: 'false' });
    const updated = await admin.put(`/api/word-templates/${id}`, renamed.payload, renamed.headers);
    expect(updated.json()).toEqual({ success: true, id });
    const [after] = await t.db.select().from(wordTemplates).where(eq(wordTemplates.id, id));
    expect(after).toMatchObject({
      name: 'Renamed',
      language: 'ge_en',
      active: false,
      size_bytes: file.length,
    });

    expect((await admin.delete(`/api/word-templates/${id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(wordTemplates).where(eq(wordTemplates.id, id))).toEqual([]);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entity_id, String(id)));
    expect(
      audits
        .filter((a) => a.entity_type === 'word_template')
        .map((a) => a.action)
        .sort(),
    ).toEqual(['create', 'delete', 'update']);
  });

  it('refuses unknown placeholders with their list and saves nothing', async () => {
    const admin = await t.as('admin', 'en');
    const before = await templateCount();
    const { payload, headers } = upload(docx('{contract_no} {buyer_nmae} {#rows}{x}{/rows}'));
    const res = await admin.post('/api/word-templates', payload, headers);
    expect(res.statusCode).toBe(422);
    const body = res.json<{ success: boolean; message: string; unknown_placeholders: string[] }>();
    expect(body.success).toBe(false);
    expect(body.unknown_placeholders).toEqual(['buyer_nmae', 'rows', 'x']);
    expect(body.message).toBe('The template uses unknown placeholders: buyer_nmae, rows, x');
    expect(await templateCount()).toBe(before);
  });

  it.each([
    [
      'a text file',
      'notes.docx',
      Buffer.from('just some text {contract_no}'),
      'The file is not a Word document (.docx)',
    ],
    [
      'a PDF renamed',
      'contract.docx',
      Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'),
      'The file is not a Word document (.docx)',
    ],
    ['no file', 'contract.docx', Buffer.alloc(0), 'Upload the template file (.docx)'],
    [
      'a zip that is not a Word file',
      'book.docx',
      zipOf('xl/workbook.xml'),
      'The file is not a Word document (.docx)',
    ],
    [
      'a broken zip',
      'contract.docx',
      Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]),
      'The Word file is damaged and cannot be read',
    ],
    [
      'an unclosed tag',
      'contract.docx',
      docx('{contract_no} {customer_name'),
      'The template’s placeholders are written incorrectly',
    ],
  ])('refuses %s with a clear message and saves nothing', async (_what, filename, data, message) => {
    const admin = await t.as('admin', 'en');
    const before = await templateCount();
    const { payload, headers } = data.length ? upload(data, filename) : multipart(fields);
    const res = await admin.post('/api/word-templates', payload, headers);
    expect(res.statusCode).toBe(422);
    const body = res.json<{ success: boolean; message: string; errors: Record<string, string[]> }>();
    expect(body.success).toBe(false);
    expect(body.message).toContain(message);
    expect(body.errors.file).toHaveLength(1);
    expect(await templateCount()).toBe(before);
  });

  it('names the syntax error and refuses a file over the size limit', async () => {
    const admin = await t.as('admin', 'en');
    const broken = upload(docx('{#properties}{property_num}'));
    const res = await admin.post('/api/word-templates', broken.payload, broken.headers);
    expect(res.json<{ message: string }>().message).toContain('The loop with tag "properties" is unclosed');

    const big = upload(Buffer.alloc(MAX_TEMPLATE_BYTES + 1, 1));
    const tooBig = await admin.post('/api/word-templates', big.payload, big.headers);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json()).toMatchObject({ success: false, errors: { file: ['The file is too large'] } });
  });

  it('answers form errors in the save shape and lets only template editors write', async () => {
    const admin = await t.as('admin', 'en');
    const missing = multipart({ contract_type: 'contract_main', language: 'xx' }, [
      { field: 'file', filename: 'a.docx', data: docx('{contract_no}'), type: DOCX_MIME_TYPE },
    ]);
    const res = await admin.post('/api/word-templates', missing.payload, missing.headers);
    expect(res.statusCode).toBe(422);
    const body = res.json<{ success: boolean; errors: Record<string, string[]> }>();
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors).sort()).toEqual(['language', 'name']);

    const accountant = await t.as('accountant', 'en');
    const { payload, headers } = upload(docx('{contract_no}'));
    expect((await accountant.post('/api/word-templates', payload, headers)).statusCode).toBe(403);
    expect((await accountant.delete('/api/word-templates/1')).statusCode).toBe(403);
  });
});
