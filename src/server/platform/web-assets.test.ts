import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let web: Awaited<ReturnType<typeof buildApp>>;
let webDir: string;
const script = `console.log(${JSON.stringify('ხელშეკრულება '.repeat(200))});`;

beforeAll(async () => {
  t = await createTestApp();
  webDir = await mkdtemp(path.join(tmpdir(), 'realty-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const asset = path.join(webDir, 'assets', 'index-Ab12Cd.js');
  await writeFile(asset, script);
  await writeFile(`${asset}.gz`, gzipSync(script));
  await writeFile(`${asset}.br`, brotliCompressSync(script));
  web = await buildApp({ config: t.config, db: t.db, listen: t.listen, webDir, logger: false });
});
afterAll(async () => {
  await web.close();
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  web.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('serving the built web app', () => {
  it('sends a hashed asset compressed as the browser asks, cacheable for a year', async () => {
    const br = await get('/assets/index-Ab12Cd.js', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);

    const gz = await get('/assets/index-Ab12Cd.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-Ab12Cd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never lets a browser keep an old index.html, for the app routes too', async () => {
    for (const url of ['/', '/sales/12']) {
      const page = await get(url, 'br, gzip');
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<div id="root">');
    }
  });
});
