import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers health once the database answers', async () => {
    const res = await t.anonymous().get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('tells the web app the module flags and session settings', async () => {
    const res = await t.anonymous().get('/api/app-config');
    expect(res.json()).toEqual({
      multi_language: true,
      otp_login: false,
      idle_timeout_minutes: 30,
      booking_default_days: 7,
      modules: { sale_types: true, overdue_letters: true, bonus: true, services: true, tasks: true },
    });
  });

  it('tells the web app the configured booking period', async () => {
    const custom = await createTestApp({ env: { BOOKING_DEFAULT_DAYS: '14' } });
    try {
      expect((await custom.anonymous().get('/api/app-config')).json().booking_default_days).toBe(14);
    } finally {
      await custom.close();
    }
  });

  it('declares access on every API route, and the table is a reviewed snapshot', async () => {
    const undeclared = t.app.routeTable.filter((r) => r.access === 'UNDECLARED');
    expect(undeclared).toEqual([]);
    const table = t.app.routeTable
      .map((r) => `${r.method.padEnd(6)} ${r.url.padEnd(45)} ${r.access}`)
      .sort()
      .join('\n');
    await expect(`${table}\n`).toMatchFileSnapshot('./__snapshots__/route-access.txt');
  });

  it('answers an unknown API path with 404 in the request language', async () => {
    const res = await t.anonymous('en').get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Record not found' });
    const ka = await t.anonymous().get('/api/nothing-here');
    expect(ka.json()).toEqual({ message: 'ჩანაწერი ვერ მოიძებნა' });
  });

  it('answers 401 without a token and with a made-up one', async () => {
    expect((await t.anonymous('en').get('/api/user')).json()).toEqual({ message: 'Unauthenticated' });
    const res = await t.withToken('not-a-real-token').get('/api/user');
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 naming the missing permission', async () => {
    const api = await t.as('client_manager', 'en');
    const res = await api.get('/api/users');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'You do not have permission for this action',
      missing_permission: 'view_users',
    });
  });

  it('answers malformed JSON with 422 and changes nothing', async () => {
    const api = await t.as('admin', 'en');
    const res = await api.post('/api/company', '{"company_name": ', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The given data was invalid');
  });

  it('answers a bad query string with 422 naming the field', async () => {
    const api = await t.as('admin', 'en');
    const res = await api.get('/api/users?perpage=7');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid',
      errors: { perpage: ['Invalid value'] },
    });
  });

  it('publishes the OpenAPI document and the docs page', async () => {
    const doc = await t.anonymous().get('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/login', '/api/users', '/api/role-permission/roles', '/api/logs']),
    );
    const page = await t.anonymous().get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('sends security headers on every answer: success, refusal and unknown address', async () => {
    const answers = [
      await t.anonymous().get('/api/health'),
      await t.anonymous().get('/api/sales'),
      await t.anonymous().get('/api/no-such-route'),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404]);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    }
  });

  it('refuses a body over the size limit with 413', async () => {
    const api = await t.as('admin', 'en');
    const res = await api.post(
      '/api/company',
      JSON.stringify({ company_name: 'x'.repeat(2 * 1024 * 1024) }),
      { 'content-type': 'application/json' },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large' });
  });
});

describe('unexpected failures', () => {
  it('answers 500 with a translated message and no stack or SQL when the database fails', async () => {
    const broken = await createTestApp();
    await broken.db.execute('drop table banks cascade');
    const res = await (await broken.as('admin', 'en')).get('/api/banks');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'An unexpected error occurred' });
    expect(res.body).not.toMatch(/banks|select|at /i);
    await broken.close();
  });
});

describe('logs', () => {
  it('never write passwords, tokens, OTP codes or file signatures', async () => {
    const lines: string[] = [];
    const { buildApp } = await import('../app');
    const logged = await buildApp({
      config: { ...t.config, logLevel: 'info' },
      db: t.db,
      listen: t.listen,
      webDir: null,
      logStream: { write: (line) => void lines.push(line) },
    });
    const token = (
      await logged.inject({
        method: 'POST',
        url: '/api/login',
        payload: { login: 'admin', password: 'demo1234' },
      })
    ).json().token;
    await logged.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    await logged.inject({ method: 'GET', url: '/reset-password?token=reset-secret-123' });
    await logged.inject({
      method: 'GET',
      url: '/api/files/00000000-0000-4000-8000-000000000000?expires=1&signature=sig-secret-456',
    });
    await logged.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: 'admin', password: 'wrong-secret-789', otp: '123456' },
    });
    await logged.close();
    const all = lines.join('');
    expect(all).toContain('/reset-password?token=***');
    for (const secret of [
      'demo1234',
      token,
      'reset-secret-123',
      'sig-secret-456',
      'wrong-secret-789',
      '123456',
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
