import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesOf } from '@shared/api/endpoint';
import { createTestApp, type TestApp } from '../test/test-app';
import { refuseRouteOutsideTable, serve } from './serve';

const entries = entriesOf(import.meta.glob('../../shared/**/*endpoints.ts', { eager: true }));
const key = (method: string, path: string) => `${method} ${path}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the endpoint table', () => {
  it('has one entry per route, and the server serves every entry', () => {
    const served = new Set(t.app.routeTable.map((r) => key(r.method, r.url)));
    const listed = entries.map((e) => key(e.method, `/api${e.path}`));
    expect(entries.length).toBeGreaterThan(0);
    expect(listed.filter((k) => !served.has(k))).toEqual([]);
    expect(listed.length).toBe(new Set(listed).size);
  });

  it('refuses an API route registered past it, and lets a served entry through', async () => {
    const app = Fastify();
    app.addHook('onRoute', refuseRouteOutsideTable);
    expect(() => app.get('/api/by-hand', async () => ({}))).toThrow(/GET \/api\/by-hand is not registered/);
    const entry = { method: 'GET', path: '/from-table', answer: 'file' } as const;
    await app.register(async (scoped) => serve(scoped as never, entry, { config: {}, tags: [] }, () => 'x'), {
      prefix: '/api',
    });
    await app.ready();
    expect((await app.inject({ url: '/api/from-table' })).body).toBe('x');
    await app.close();
  });
});
