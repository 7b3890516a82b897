import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, files, users } from '../../db/schema';
import { createTestApp, multipart, PNG_1X1, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MAX_UPLOAD_MB: '1' } });
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const upload = (fields: Record<string, string>, data = PDF, filename = 'file.pdf') =>
  multipart(fields, [{ field: 'file', filename, data, type: 'application/pdf' }]);

async function agentWithFile(name: string, title: string, type = 'contract') {
  const api = await t.as('admin', 'en');
  const agent = (
    await api.post('/api/agents', {
      type: 'company',
      name,
      company_id: String(200000000 + Math.floor(Math.random() * 99999999)),
    })
  ).json();
  const form = upload({ document_type: type, title }, PDF, `${title}.pdf`);
  const doc = (await api.post(`/api/agents/${agent.id}/addFile`, form.payload, form.headers)).json();
  return { agent, doc };
}

describe('documents', () => {
  it('lists every attached file with owner, type, uploader and a signed link, filtered', async () => {
    const { agent, doc } = await agentWithFile('შპს ფაილები', 'Brokerage agreement');
    await agentWithFile('შპს სხვა', 'Passport scan', 'id_copy');
    const api = await t.as('accountant', 'en');
    const all = (await api.get('/api/documents?perpage=50')).json();
    expect(all.meta.total).toBeGreaterThanOrEqual(2);
    const row = all.data.find((d: { id: number }) => d.id === doc.id);
    expect(row).toMatchObject({
      owner_type: 'agent',
      owner_id: agent.id,
      owner_label: 'შპს ფაილები',
      document_type: 'contract',
      title: 'Brokerage agreement',
      original_name: 'Brokerage agreement.pdf',
      size_bytes: PDF.length,
      uploaded_by_name: expect.any(String),
      active: true,
    });
    expect(row.url).toMatch(/\/api\/files\/[0-9a-f-]+\?expires=\d+&signature=/);
    const byType = (await api.get('/api/documents?document_type=id_copy&perpage=50')).json();
    expect(byType.data.every((d: { document_type: string }) => d.document_type === 'id_copy')).toBe(true);
    expect(byType.data.some((d: { title: string }) => d.title === 'Passport scan')).toBe(true);
    const bySearch = (await api.get('/api/documents?search=brokerage')).json();
    expect(bySearch.data.map((d: { id: number }) => d.id)).toEqual([doc.id]);
    const byOwner = (await api.get(`/api/documents?owner_type=agent&owner_id=${agent.id}`)).json();
    expect(byOwner.meta.total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await api.get(`/api/documents?date_from=${today}&search=brokerage`)).json().meta.total).toBe(1);
    expect((await api.get('/api/documents?date_to=2000-01-01')).json().meta.total).toBe(0);
    expect((await api.get('/api/documents?owner_type=house')).statusCode).toBe(422);
  });

  it('serves the document types in the asked language', async () => {
    const en = (await (await t.as('admin', 'en')).get('/api/documents/types')).json();
    expect(en.map((x: { value: string }) => x.value)).toEqual([
      'contract',
      'id_copy',
      'power_of_attorney',
      'bank_statement',
      'receipt',
      'valuation',
      'photo',
      'other',
    ]);
    expect(en[0]).toMatchObject({ title: 'Contract', title_ka: 'ხელშეკრულება' });
    const ru = (await (await t.as('admin', 'ru')).get('/api/documents/types')).json();
    expect(ru[0].title).toBe('Договор');
  });

  it('answers 401 and 403 naming the permission', async () => {
    expect((await t.anonymous().get('/api/documents')).statusCode).toBe(401);
    const res = await (await t.as('property_registrar')).get('/api/documents');
    expect(res.statusCode).toBe(403);
    expect(res.json().missing_permission).toBe('view_advanced_payments');
  });

  it('refuses a file over MAX_UPLOAD_MB or of a wrong type with 422 on file, saving nothing', async () => {
    const api = await t.as('admin', 'en');
    const { agent } = await agentWithFile('შპს ლიმიტი', 'first');
    const countDocs = async () =>
      (await t.db.select().from(documents).where(eq(documents.owner_id, agent.id))).length;
    const countFiles = async () => (await t.db.select().from(files)).length;
    const [docsBefore, filesBefore] = [await countDocs(), await countFiles()];

    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 32)]);
    const tooLarge = upload({ document_type: 'contract' }, big, 'big.pdf');
    const res = await api.post(`/api/agents/${agent.id}/addFile`, tooLarge.payload, tooLarge.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: ['The file is too large'] });

    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    for (const data of [exe, Buffer.from('just some plain text pretending to be a pdf')]) {
      const fake = upload({ document_type: 'contract' }, data, 'invoice.pdf');
      const wrong = await api.post(`/api/agents/${agent.id}/addFile`, fake.payload, fake.headers);
      expect(wrong.statusCode).toBe(422);
      expect(Object.keys(wrong.json().errors)).toEqual(['file']);
    }
    expect([await countDocs(), await countFiles()]).toEqual([docsBefore, filesBefore]);
  });

  describe('stored bytes', () => {
    const storedIds = () => readdir(path.join(t.config.dataDir, 'files'));
    const fileIdOf = (url: string) => /\/api\/files\/([0-9a-f-]+)\?/.exec(url)![1]!;
    const served = async (url: string) => {
      const res = await t.anonymous().get(url);
      return res.statusCode === 200 ? res.rawPayload : res.statusCode;
    };
    const OTHER_PDF = Buffer.from(PDF.toString().replace('%%EOF', '% replaced\n%%EOF'));

    it('replacing a file removes the old bytes and stops serving them', async () => {
      const api = await t.as('admin', 'en');
      const { agent, doc } = await agentWithFile('შპს ჩანაცვლება', 'To replace');
      const oldId = fileIdOf(doc.url);
      expect(await storedIds()).toContain(oldId);

      const form = upload({ document_id: String(doc.id) }, OTHER_PDF, 'replaced.pdf');
      const res = await api.post(`/api/agents/${agent.id}/updateFile`, form.payload, form.headers);
      expect(res.statusCode).toBe(200);

      expect(await storedIds()).not.toContain(oldId);
      expect(await served(doc.url)).toBe(404);
      expect(await served(res.json().url)).toEqual(OTHER_PDF);
    });

    it('a refused replacement keeps the old file served', async () => {
      const api = await t.as('admin', 'en');
      const { agent, doc } = await agentWithFile('შპს უარი', 'Kept');
      const text = upload({ document_id: String(doc.id) }, Buffer.from('plain text, not a pdf'), 'x.pdf');
      const res = await api.post(`/api/agents/${agent.id}/updateFile`, text.payload, text.headers);
      expect(res.statusCode).toBe(422);
      expect(await storedIds()).toContain(fileIdOf(doc.url));
      expect(await served(doc.url)).toEqual(PDF);
    });

    it('deleting a document, or its owner, removes the bytes', async () => {
      const api = await t.as('admin', 'en');
      const { agent, doc } = await agentWithFile('შპს წაშლა', 'Deleted');
      expect((await api.delete(`/api/agents/${agent.id}/deleteFile/${doc.id}`)).statusCode).toBe(200);
      expect(await storedIds()).not.toContain(fileIdOf(doc.url));
      expect(await served(doc.url)).toBe(404);

      const owner = await agentWithFile('შპს მფლობელი', 'Goes with the agent');
      expect((await api.delete(`/api/agents/${owner.agent.id}`)).statusCode).toBe(200);
      expect(await storedIds()).not.toContain(fileIdOf(owner.doc.url));
    });

    it('a rolled-back change keeps its file, and a file another record uses is never forgotten', async () => {
      const { storage } = t.app.deps;
      const { doc } = await agentWithFile('შპს უკან', 'Rolled back');
      const docFile = fileIdOf(doc.url);
      await expect(
        t.db.transaction(async (tx) => {
          await tx.delete(documents).where(eq(documents.id, doc.id));
          await storage.forget(tx, [docFile]);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await storedIds()).toContain(docFile);
      expect(await served(doc.url)).toEqual(PDF);

      // Still a document's file: kept.
      const kept = await t.db.transaction((tx) => storage.forget(tx, [docFile]));
      await kept();
      expect(await served(doc.url)).toEqual(PDF);

      // A user's avatar (a column that lets the row go and quietly sets itself to null): kept too.
      const avatarFile = await storage.save(
        t.db,
        { field: 'avatar', filename: 'a.png', data: PNG_1X1 },
        ['image/png'],
        null,
      );
      await t.db.update(users).set({ avatar_file_id: avatarFile }).where(eq(users.username, 'accountant'));
      await (
        await t.db.transaction((tx) => storage.forget(tx, [avatarFile]))
      )();
      const [accountant] = await t.db.select().from(users).where(eq(users.username, 'accountant'));
      expect(accountant!.avatar_file_id).toBe(avatarFile);
      expect(await storedIds()).toContain(avatarFile);
    });
  });
});
