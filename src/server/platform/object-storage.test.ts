import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoFiles } from '../seeds/seed-files';
import { startS3Server, type S3Server } from '../test/s3-server';
import { createTestApp, multipart, type TestApp } from '../test/test-app';
import { copyStoredFiles } from './storage-migration';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const SECRET = 'one-secret-for-every-process';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

async function uploadAgentFile(t: TestApp, title: string) {
  const api = await t.as('admin', 'en');
  const agent = (
    await api.post('/api/agents', {
      type: 'company',
      name: `შპს ${title}`,
      company_id: String(200000000 + Math.floor(Math.random() * 99999999)),
    })
  ).json();
  const form = multipart({ document_type: 'contract', title }, [
    { field: 'file', filename: `${title}.pdf`, data: PDF, type: 'application/pdf' },
  ]);
  const doc = (await api.post(`/api/agents/${agent.id}/addFile`, form.payload, form.headers)).json();
  return { api, agent, doc };
}

const fileIdOf = (url: string) => /\/api\/files\/([0-9a-f-]+)\?/.exec(url)![1]!;

describe('uploads in an S3-compatible bucket (STORAGE_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...s3.env('office/uploads'), FILE_URL_SECRET: SECRET } });
  });
  afterAll(() => t.close());

  it('stores the bytes under the prefix, serves them through a signed link, removes them on delete', async () => {
    const bucket = s3.store('office/uploads');
    const { api, agent, doc } = await uploadAgentFile(t, 'bucket-contract');
    const id = fileIdOf(doc.url);
    expect(await bucket.get(id)).toEqual(PDF);
    expect(existsSync(path.join(t.config.dataDir, 'files', id))).toBe(false);

    const download = await t.anonymous().get(doc.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload).toEqual(PDF);
    // A forged link reads as no file at all.
    const forged = doc.url.replace(/signature=[^&]+/, 'signature=forged');
    expect((await t.anonymous().get(forged)).statusCode).toBe(404);

    expect((await api.delete(`/api/agents/${agent.id}/deleteFile/${doc.id}`)).statusCode).toBe(200);
    expect(await bucket.has(id)).toBe(false);
    expect((await t.anonymous().get(doc.url)).statusCode).toBe(404);
    bucket.close();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a file uploaded through one server process downloads through another',
    async () => {
      const other = await t.secondProcess();
      try {
        const { doc } = await uploadAgentFile(t, 'shared-contract');
        const res = await other.app.inject({ method: 'GET', url: doc.url });
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload).toEqual(PDF);
      } finally {
        await other.close();
      }
    },
  );
});

describe('moving disk files into a bucket (npm run storage:migrate)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await writeDemoFiles(t.db, t.app.deps.storage.blobs);
  });
  afterAll(() => t.close());

  it('counts in a dry run, copies each file once, and names files missing on disk', async () => {
    const disk = t.app.deps.storage.blobs;
    const bucket = s3.store('moved');
    const listBucket = async () => {
      const keys: string[] = [];
      for await (const key of bucket.keys()) keys.push(key);
      return keys;
    };
    const diskKeys: string[] = [];
    for await (const key of disk.keys()) diskKeys.push(key);
    expect(diskKeys.length).toBeGreaterThan(20);
    const lost = diskKeys[0]!;
    await disk.remove(lost);

    const dry = await copyStoredFiles(t.db, disk, bucket, { dryRun: true });
    expect(dry).toEqual({
      total: diskKeys.length,
      copied: diskKeys.length - 1,
      alreadyThere: 0,
      missing: [lost],
    });
    expect(await listBucket()).toEqual([]);

    const run = await copyStoredFiles(t.db, disk, bucket, { dryRun: false });
    expect(run).toMatchObject({ copied: diskKeys.length - 1, alreadyThere: 0, missing: [lost] });
    const copied = diskKeys.filter((key) => key !== lost);
    expect((await listBucket()).sort()).toEqual([...copied].sort());
    for (const key of copied.slice(0, 5)) expect(await bucket.get(key)).toEqual(await disk.get(key));

    const again = await copyStoredFiles(t.db, disk, bucket, { dryRun: false });
    expect(again).toMatchObject({ copied: 0, alreadyThere: diskKeys.length - 1 });
    bucket.close();
  });
});
