import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { writeDemoFiles } from './seed-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // What seedDemoData does after committing when it is given the app's file store.
  await writeDemoFiles(t.db, t.app.deps.storage.blobs);
});
afterAll(() => t.close());

interface Row {
  title: string;
  mime_type: string;
  size_bytes: number;
  url: string;
}

/** Whether the cross-reference table a PDF reader starts from is where the file says it is. */
function pdfOpens(data: Buffer): boolean {
  const text = data.toString('latin1');
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  if (!text.startsWith('xref', start)) return false;
  const offsets = [...text.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  return offsets.length > 0 && offsets.every((offset, i) => text.startsWith(`${i + 1} 0 obj`, offset));
}

describe('demo files', () => {
  it('every seeded sale document downloads as the file its row describes', async () => {
    const api = await t.as('admin', 'en');
    const list = (await api.get('/api/documents?owner_type=sale&perpage=all')).json();
    const rows: Row[] = list.data;
    expect(rows.length).toBeGreaterThan(20);
    expect(new Set(rows.map((r) => r.mime_type))).toEqual(new Set(['application/pdf', 'image/png']));
    for (const row of rows) {
      const res = await t.anonymous().get(row.url);
      expect(res.statusCode, row.title).toBe(200);
      expect(res.headers['content-type']).toBe(row.mime_type);
      expect(res.rawPayload.length).toBe(row.size_bytes);
      expect((await fileTypeFromBuffer(res.rawPayload))?.mime).toBe(row.mime_type);
      if (row.mime_type === 'application/pdf') expect(pdfOpens(res.rawPayload)).toBe(true);
    }
  });
});
