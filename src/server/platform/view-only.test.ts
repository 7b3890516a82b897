import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { userIdOf } from '../test/factories';
import { createSession } from './sessions';

/**
 * Spec §6: a view-only user (the demo accountant) writes nowhere. Walks the route table, so a write route a
 * new module adds is tried too: every route that writes answers the accountant 403 before its handler,
 * whether it is behind a permission or open to anyone signed in; only their own account stays theirs.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OPEN_TO_VIEW_ONLY = new Set(['public', 'own account']);

describe('a view-only user', () => {
  it('is refused every route that writes, the ones open to anyone signed in included', async () => {
    const session = await createSession(t.db, await userIdOf(t.db, 'accountant'), {
      maxHours: 1,
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    const writes = t.app.routeTable.filter(
      (r) => r.method !== 'GET' && !OPEN_TO_VIEW_ONLY.has(r.access) && !r.access.endsWith('(read)'),
    );
    expect(writes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/tasks', 'DELETE /api/tasks/:id', 'PUT /api/comments/:id']),
    );
    const answered: string[] = [];
    for (const route of writes) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:\w+/g, '1').replace(/\*/g, 'x'),
        payload: {},
        headers: { authorization: `Bearer ${session.token}`, 'content-language': 'en' },
      });
      if (res.statusCode !== 403) answered.push(`${route.method} ${route.url} ${res.statusCode}`);
    }
    expect(answered).toEqual([]);
  });
});
