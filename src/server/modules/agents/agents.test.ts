import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDigits } from '@shared/iban/iban';
import { agents, auditLogs, banks, documents } from '../../db/schema';
import { createTestApp, multipart, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ibanOf = (code: string, digits = '0000000012345678') =>
  `GE${checkDigits('GE', `${code}${digits}`)}${code}${digits}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let n = 0;
const uniquePid = () => `7${String(Date.now()).slice(-6)}${String(++n).padStart(4, '0')}`;

async function bankWithCode() {
  const [bank] = await t.db.select().from(banks).limit(1);
  return bank!;
}

const person = (over: Record<string, unknown> = {}) => ({
  type: 'individual',
  name: 'ნიკა ბერიძე',
  personal_id: uniquePid(),
  phone: '+995 599 12 34 56',
  email: 'nika@example.ge',
  fee_percent: '2.5',
  ...over,
});

describe('agents', () => {
  it('creates, reads, lists, updates and deletes an agent, each audited', async () => {
    const api = await t.as('admin', 'en');
    const bank = await bankWithCode();
    const created = await api.post('/api/agents', person({ bank_id: bank.id, iban: ibanOf(bank.iban) }));
    expect(created.statusCode).toBe(200);
    const agent = created.json();
    expect(agent).toMatchObject({
      type: 'individual',
      fee_percent: '2.50',
      bank_name: bank.title,
      active: true,
    });
    expect((await api.get(`/api/agents/${agent.id}`)).json().name).toBe('ნიკა ბერიძე');

    const list = (await api.get(`/api/agents?search=${agent.personal_id}`)).json();
    expect(list.meta.total).toBe(1);
    expect(list.data[0].id).toBe(agent.id);
    expect((await api.get('/api/agents?type=company&search=' + agent.personal_id)).json().meta.total).toBe(0);

    const updated = await api.put(
      `/api/agents/${agent.id}`,
      person({ personal_id: agent.personal_id, active: false }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ active: false, bank_id: null, iban: '' });
    expect((await api.get(`/api/agents?active=false&search=${agent.personal_id}`)).json().meta.total).toBe(1);

    expect((await api.delete(`/api/agents/${agent.id}`)).statusCode).toBe(200);
    expect((await api.get(`/api/agents/${agent.id}`)).statusCode).toBe(404);
    const logs = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entity_id, String(agent.id)));
    expect(logs.filter((l) => l.entity_type === 'agent').map((l) => l.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('answers 422 on each bad field: 11-digit ID, e-mail, percent, IBAN and its bank', async () => {
    const api = await t.as('admin', 'en');
    const bank = await bankWithCode();
    const [other] = await t.db
      .select()
      .from(banks)
      .where(eq(banks.id, bank.id + 1));
    const bad = await api.post(
      '/api/agents',
      person({
        personal_id: '1234',
        email: 'not-an-email',
        fee_percent: '150',
        bank_id: bank.id,
        iban: 'GE00XX1',
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      personal_id: ['Personal number must consist of 11 digits'],
      email: ['Invalid e-mail format'],
      fee_percent: ['0 to 100'],
      iban: [expect.any(String)],
    });
    const mismatch = await api.post('/api/agents', person({ bank_id: bank.id, iban: ibanOf(other!.iban) }));
    expect(mismatch.statusCode).toBe(422);
    expect(Object.keys(mismatch.json().errors)).toEqual(['iban']);
    const company = await api.post('/api/agents', { type: 'company', name: 'შპს ბროკერი', company_id: '12' });
    expect(company.json().errors).toEqual({ company_id: ['Identification code must consist of 9 digits'] });
    const noBank = await api.post('/api/agents', person({ iban: ibanOf(bank.iban) }));
    expect(noBank.json().errors).toEqual({ bank_id: ['Choose the bank of the IBAN'] });
    expect(await t.db.select().from(agents).where(eq(agents.name, 'შპს ბროკერი'))).toEqual([]);
  });

  it('refuses a personal or company code another agent holds', async () => {
    const api = await t.as('admin', 'en');
    const first = (await api.post('/api/agents', person())).json();
    const again = await api.post('/api/agents', person({ personal_id: first.personal_id }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      personal_id: ['An agent with this personal number already exists'],
    });
    const c1 = await api.post('/api/agents', { type: 'company', name: 'შპს ა', company_id: '404040404' });
    expect(c1.statusCode).toBe(200);
    const c2 = await api.post('/api/agents', { type: 'company', name: 'შპს ბ', company_id: '404040404' });
    expect(c2.json().errors).toEqual({
      company_id: ['An agent with this identification code already exists'],
    });
    // Editing an agent keeps its own code.
    expect(
      (await api.put(`/api/agents/${first.id}`, person({ personal_id: first.personal_id }))).statusCode,
    ).toBe(200);
  });

  it('answers 401 without a session and 403 naming the permission', async () => {
    expect((await t.anonymous().get('/api/agents')).statusCode).toBe(401);
    const manager = await t.as('sales_manager');
    expect((await manager.get('/api/agents')).statusCode).toBe(200);
    const post = await manager.post('/api/agents', person());
    expect(post.statusCode).toBe(403);
    expect(post.json().missing_permission).toBe('edit_agents');
    const registrar = await t.as('property_registrar');
    expect((await registrar.get('/api/agents')).json().missing_permission).toBe('view_agents');
    expect((await manager.delete('/api/agents/1')).json().missing_permission).toBe('delete_agents');
    expect((await manager.get('/api/agents/import/template')).json().missing_permission).toBe('edit_agents');
  });
});

async function sheet(lines: Record<string, string | number>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('agents');
  const header = ['type', 'name', 'personal_id', 'company_id', 'email', 'fee_percent', 'iban'];
  ws.addRow(header);
  for (const l of lines) ws.addRow(header.map((h) => l[h] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const importForm = (data: Buffer) =>
  multipart({}, [{ field: 'file', filename: 'agents.xlsx', data, type: XLSX }]);

describe('agents import', () => {
  it('refuses a file with bad rows, naming every bad line, and saves nothing', async () => {
    const api = await t.as('admin', 'en');
    const taken = (await api.post('/api/agents', person())).json();
    const before = (await t.db.select().from(agents)).length;
    const pid = uniquePid();
    const form = importForm(
      await sheet([
        { type: 'individual', name: 'კარგი ხაზი', personal_id: uniquePid() },
        { type: 'individual', name: 'მოკლე', personal_id: '123' },
        { type: 'individual', name: 'ელფოსტა', personal_id: uniquePid(), email: 'bad@' },
        { type: 'individual', name: 'დაკავებული', personal_id: taken.personal_id },
        { type: 'individual', name: 'პირველი', personal_id: pid },
        { type: 'individual', name: 'მეორე', personal_id: pid, fee_percent: 300 },
        { type: 'company', name: '', company_id: '123456789', iban: ibanOf('ZZ') },
      ]),
    );
    const res = await api.post('/api/agents/import', form.payload, form.headers);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('The file has errors and nothing was saved. Fix the lines listed');
    expect(body.rows.map((r: { line: number; field: string }) => [r.line, r.field])).toEqual([
      [3, 'personal_id'],
      [4, 'email'],
      [5, 'personal_id'],
      [7, 'fee_percent'],
      [8, 'name'],
      [8, 'iban'],
    ]);
    expect(body.rows[0].message).toBe('Line 3, personal_id: Personal number must consist of 11 digits');
    expect(body.errors.rows).toHaveLength(6);
    expect((await t.db.select().from(agents)).length).toBe(before);
  });

  it('flags a code repeated inside the file', async () => {
    const api = await t.as('admin', 'en');
    const pid = uniquePid();
    const form = importForm(
      await sheet([
        { type: 'individual', name: 'ერთი', personal_id: pid },
        { type: 'individual', name: 'ორი', personal_id: pid },
      ]),
    );
    const res = await api.post('/api/agents/import', form.payload, form.headers);
    expect(res.json().rows).toEqual([
      {
        line: 3,
        field: 'personal_id',
        message: 'Line 3, personal_id: The same code appears earlier in the file',
      },
    ]);
  });

  it('imports a clean file in one go, the bank found from the IBAN', async () => {
    const api = await t.as('admin', 'en');
    const bank = await bankWithCode();
    const form = importForm(
      await sheet([
        {
          type: 'individual',
          name: 'გიორგი მაისურაძე',
          personal_id: uniquePid(),
          fee_percent: 3,
          iban: ibanOf(bank.iban),
        },
        { type: 'company', name: 'შპს სახლები', company_id: '205123456', email: 'info@sakhlebi.ge' },
      ]),
    );
    const res = await api.post('/api/agents/import', form.payload, form.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().created).toBe(2);
    const [first] = await t.db.select().from(agents).where(eq(agents.id, res.json().ids[0]));
    expect(first).toMatchObject({ name: 'გიორგი მაისურაძე', bank_id: bank.id, fee_percent: '3.00' });
  });

  it('serves the template and refuses a file that is not a spreadsheet', async () => {
    const api = await t.as('admin', 'en');
    const template = await api.get('/api/agents/import/template');
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toBe(XLSX);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).getCell(1).value).toBe('type');
    const form = multipart({}, [{ field: 'file', filename: 'agents.xlsx', data: PDF, type: XLSX }]);
    const res = await api.post('/api/agents/import', form.payload, form.headers);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['file']);
  });
});

describe('agent files', () => {
  const addForm = (fields: Record<string, string>, data = PDF, filename = 'contract.pdf') =>
    multipart(fields, [{ field: 'file', filename, data, type: 'application/pdf' }]);

  it('attaches, lists, replaces and deletes a file; deleting the agent deletes its files', async () => {
    const api = await t.as('admin', 'en');
    const agent = (await api.post('/api/agents', person())).json();
    const form = addForm({ document_type: 'contract', title: 'Agency agreement' });
    const added = await api.post(`/api/agents/${agent.id}/addFile`, form.payload, form.headers);
    expect(added.statusCode).toBe(200);
    const doc = added.json();
    expect(doc).toMatchObject({
      owner_type: 'agent',
      owner_id: agent.id,
      document_type: 'contract',
      title: 'Agency agreement',
      original_name: 'contract.pdf',
      mime_type: 'application/pdf',
      active: true,
    });
    const download = await t.anonymous().get(doc.url.replace(/^https?:\/\/[^/]+/, ''));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const files = (await api.get(`/api/agents/${agent.id}/files`)).json();
    expect(files.map((f: { id: number }) => f.id)).toEqual([doc.id]);
    expect((await api.get(`/api/agents/${agent.id}`)).json().documents_count).toBe(1);

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const replace = multipart({ _method: 'PUT', document_id: String(doc.id), document_type: 'id_copy' }, [
      { field: 'file', filename: 'id.png', data: png, type: 'image/png' },
    ]);
    const replaced = await api.post(`/api/agents/${agent.id}/updateFile`, replace.payload, replace.headers);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: doc.id,
      document_type: 'id_copy',
      original_name: 'id.png',
      mime_type: 'image/png',
    });
    const retitle = await api.put(`/api/agents/${agent.id}/updateFile`, {
      document_id: doc.id,
      title: 'ID',
      active: false,
    });
    expect(retitle.json()).toMatchObject({ title: 'ID', active: false, original_name: 'id.png' });

    // Another agent's id in the path does not reach this file.
    const other = (await api.post('/api/agents', person())).json();
    expect((await api.delete(`/api/agents/${other.id}/deleteFile/${doc.id}`)).statusCode).toBe(404);

    expect((await api.delete(`/api/agents/${agent.id}/deleteFile/${doc.id}`)).statusCode).toBe(200);
    expect((await api.get(`/api/agents/${agent.id}/files`)).json()).toEqual([]);

    const second = addForm({ document_type: 'other' });
    await api.post(`/api/agents/${agent.id}/addFile`, second.payload, second.headers);
    expect((await api.delete(`/api/agents/${agent.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(documents).where(eq(documents.owner_id, agent.id))).toEqual([]);
  });

  it('refuses a file of the wrong type, a missing file, and a missing agent, saving nothing', async () => {
    const api = await t.as('admin', 'en');
    const agent = (await api.post('/api/agents', person())).json();
    const text = addForm(
      { document_type: 'contract' },
      Buffer.from('MZ this is not a pdf at all'),
      'virus.pdf',
    );
    const res = await api.post(`/api/agents/${agent.id}/addFile`, text.payload, text.headers);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['file']);
    const none = await api.post(`/api/agents/${agent.id}/addFile`, { document_type: 'contract' });
    expect(none.json().errors).toEqual({ file: ['Choose a file'] });
    const selfie = addForm({ document_type: 'selfie' });
    const badType = await api.post(`/api/agents/${agent.id}/addFile`, selfie.payload, selfie.headers);
    expect(badType.statusCode).toBe(422);
    expect(Object.keys(badType.json().errors)).toEqual(['document_type']);
    const missing = addForm({});
    expect((await api.post('/api/agents/999999/addFile', missing.payload, missing.headers)).statusCode).toBe(
      404,
    );
    expect(await t.db.select().from(documents).where(eq(documents.owner_id, agent.id))).toEqual([]);
    const viewer = await t.as('sales_manager');
    const forbidden = await viewer.post(`/api/agents/${agent.id}/addFile`, missing.payload, missing.headers);
    expect(forbidden.json().missing_permission).toBe('edit_agents');
    expect((await viewer.get(`/api/agents/${agent.id}/files`)).statusCode).toBe(200);
  });
});
