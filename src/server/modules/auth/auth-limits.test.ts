import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { authFailures, authTokens } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userIdOf } from '../../test/factories/users';
import { startSmtpReceiver } from '../../test/smtp-receiver';

type Receiver = Awaited<ReturnType<typeof startSmtpReceiver>>;
type App = TestApp['app'];

/** A POST from a given socket address, optionally with an X-Forwarded-For header. */
const postFrom = (app: App, ip: string, url: string, payload: object, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { 'content-language': 'en', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });

const signIn = (app: App, ip: string, login: string, password: string, forwardedFor?: string) =>
  postFrom(app, ip, '/api/login', { login, password }, forwardedFor);

const lastSessionIp = async (t: TestApp, username: string) => {
  const [row] = await t.db
    .select({ ip: authTokens.ip })
    .from(authTokens)
    .where(eq(authTokens.user_id, await userIdOf(t.db, username)))
    .orderBy(desc(authTokens.id))
    .limit(1);
  return row?.ip;
};

const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

describe('sign-in limits (default configuration)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('locks an account for the address its wrong passwords came from, not for the owner elsewhere', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signIn(t.app, '10.0.0.1', 'accountant', `bad-${i}`)).statusCode).toBe(422);
    const locked = await signIn(t.app, '10.0.0.1', 'accountant', 'demo1234');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: 'Too many attempts; try again later' });
    expect(retryAfter(locked)).toBeGreaterThan(14 * 60);
    expect(retryAfter(locked)).toBeLessThanOrEqual(15 * 60);

    expect((await signIn(t.app, '10.0.0.2', 'accountant', 'demo1234')).statusCode).toBe(200);
  });

  it('slows, never locks, an account failing from many addresses; its own address is not slowed', async () => {
    expect((await signIn(t.app, '10.9.9.9', 'admin', 'demo1234')).statusCode).toBe(200);
    for (let i = 1; i <= 10; i++)
      expect((await signIn(t.app, `10.1.0.${i}`, 'admin', 'wrong-password')).statusCode).toBe(422);

    // Past ten failures each further attempt from an unknown address waits; the right password too.
    const stranger = await signIn(t.app, '10.1.1.1', 'admin', 'demo1234');
    expect(stranger.statusCode).toBe(429);
    expect(retryAfter(stranger)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(stranger)).toBeLessThanOrEqual(60);
    expect((await signIn(t.app, '10.9.9.9', 'admin', 'demo1234')).statusCode).toBe(200);

    // Once the delay has passed, any address may try again.
    await t.db
      .update(authFailures)
      .set({ last_failed_at: new Date(Date.now() - 61_000) })
      .where(eq(authFailures.key, `login:user:${await userIdOf(t.db, 'admin')}`));
    expect((await signIn(t.app, '10.1.1.1', 'admin', 'demo1234')).statusCode).toBe(200);
  });

  it('keeps the counters in the database: another server process on it sees the lock', async () => {
    for (let i = 0; i < 5; i++) await signIn(t.app, '10.0.0.5', 'sales_manager', `bad-${i}`);
    const other = await buildApp({
      config: t.config,
      db: t.db,
      listen: t.listen,
      webDir: null,
      logger: false,
    });
    try {
      await other.ready();
      expect((await signIn(other, '10.0.0.5', 'sales_manager', 'demo1234')).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('prunes counters untouched for a day', async () => {
    await signIn(t.app, '10.0.0.9', 'nobody-at-all', 'x');
    const key = 'login-ip:10.0.0.9';
    await t.db
      .update(authFailures)
      .set({ last_failed_at: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(authFailures.key, key));
    await t.app.scheduler.runNow('auth.prune-failures');
    expect(await t.db.select().from(authFailures).where(eq(authFailures.key, key))).toEqual([]);
    expect(
      await t.db.select().from(authFailures).where(eq(authFailures.key, 'login:name:nobody-at-all@10.0.0.9')),
    ).toHaveLength(1);
  });

  it('counts every one of parallel wrong passwords', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signIn(t.app, '10.0.0.6', 'booking_registrar', `bad-${i}`)),
    );
    expect(answers.every((a) => a.statusCode === 422)).toBe(true);
    const [pair] = await t.db
      .select()
      .from(authFailures)
      .where(like(authFailures.key, `login:user:${await userIdOf(t.db, 'booking_registrar')}@10.0.0.6`));
    expect(pair!.count).toBe(8);
    expect((await signIn(t.app, '10.0.0.6', 'booking_registrar', 'demo1234')).statusCode).toBe(429);
  });

  it('limits guesses of the current password on the password change like sign-ins', async () => {
    const api = await t.as('client_manager', 'en');
    const change = (current: string) =>
      api.put('/api/users/me/update-password', {
        current_password: current,
        password: 'brand-new-9',
        password_confirmation: 'brand-new-9',
      });
    for (let i = 0; i < 5; i++) expect((await change(`guess-${i}`)).statusCode).toBe(422);
    const locked = await change('demo1234');
    expect(locked.statusCode).toBe(429);
    expect(retryAfter(locked)).toBeGreaterThan(14 * 60);
    expect(
      (await t.anonymous().post('/api/login', { login: 'client_manager', password: 'demo1234' })).statusCode,
    ).toBe(200);
  });

  it('ends every other session of the user when they change their own password', async () => {
    const current = await t.as('property_registrar', 'en');
    const other = await t.as('property_registrar', 'en');
    const changed = await current.put('/api/users/me/update-password', {
      current_password: 'demo1234',
      password: 'brand-new-2',
      password_confirmation: 'brand-new-2',
    });
    expect(changed.statusCode).toBe(200);
    expect((await current.get('/api/user')).statusCode).toBe(200);
    expect((await other.get('/api/user')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says whose to believe', async () => {
    const created = await (
      await t.as('admin')
    ).post('/api/users', {
      username: 'proxy_probe',
      email: 'proxy_probe@demo.ge',
      first_name: 'Levan',
      last_name: 'Beridze',
      password: 'secret123',
      is_admin: true,
      roles: ['accountant'],
    });
    expect(created.statusCode).toBe(200);
    expect((await signIn(t.app, '10.0.0.7', 'proxy_probe', 'secret123', '203.0.113.9')).statusCode).toBe(200);
    expect(await lastSessionIp(t, 'proxy_probe')).toBe('10.0.0.7');

    for (let i = 0; i < 5; i++)
      await signIn(t.app, '10.0.0.7', 'proxy_probe', `bad-${i}`, `203.0.113.${i + 10}`);
    const locked = await signIn(t.app, '10.0.0.7', 'proxy_probe', 'secret123', '203.0.113.99');
    expect(locked.statusCode).toBe(429);
  });

  it('throttles password-reset requests per socket address whatever X-Forwarded-For says', async () => {
    const ask = (i: number) =>
      postFrom(
        t.app,
        '10.0.0.8',
        '/api/users/reset-password',
        { email: 'nobody@nowhere.ge' },
        `198.18.0.${i}`,
      );
    for (let i = 1; i <= 30; i++) expect((await ask(i)).statusCode).toBe(200);
    const refused = await ask(31);
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
  });
});

describe('sign-in behind a trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('counts and records the address the proxy forwards', async () => {
    expect((await signIn(t.app, '127.0.0.1', 'admin', 'demo1234', '198.51.100.7')).statusCode).toBe(200);
    expect(await lastSessionIp(t, 'admin')).toBe('198.51.100.7');

    for (let i = 0; i < 5; i++) await signIn(t.app, '127.0.0.1', 'admin', `bad-${i}`, '198.51.100.1');
    expect((await signIn(t.app, '127.0.0.1', 'admin', 'demo1234', '198.51.100.1')).statusCode).toBe(429);
    // The proxy's own hop is the one believed: a client-sent first entry does not move it.
    expect(
      (await signIn(t.app, '127.0.0.1', 'admin', 'demo1234', '198.51.100.2, 198.51.100.1')).statusCode,
    ).toBe(429);
    expect((await signIn(t.app, '127.0.0.1', 'admin', 'demo1234', '198.51.100.2')).statusCode).toBe(200);
  });
});

describe('one-time code limits', () => {
  let smtp: Receiver;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp({ env: { MAIL_URL: smtp.url, OTP_LOGIN: 'true' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const codeOf = (username: string) => /\b(\d{6})\b/.exec(smtp.lastTextTo(`${username}@demo.ge`))![1]!;
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
  const preAuth = (ip: string, username: string) =>
    postFrom(t.app, ip, '/api/pre-auth', { login: username, password: 'demo1234' });
  const withCode = (ip: string, username: string, otp: string) =>
    postFrom(t.app, ip, '/api/login', { login: username, password: 'demo1234', otp });

  it('keeps the tries of a quarter hour across resends', async () => {
    await preAuth('10.2.0.100', 'client_manager');
    const first = codeOf('client_manager');
    for (let i = 1; i <= 4; i++)
      expect((await withCode(`10.2.0.${i}`, 'client_manager', wrongCode(first))).statusCode).toBe(422);
    expect(
      (
        await postFrom(t.app, '10.2.0.100', '/api/resend-otp', {
          login: 'client_manager',
          password: 'demo1234',
        })
      ).statusCode,
    ).toBe(200);
    const second = codeOf('client_manager');
    expect((await withCode('10.2.0.5', 'client_manager', wrongCode(second))).statusCode).toBe(422);

    const refused = await withCode('10.2.0.6', 'client_manager', second);
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(14 * 60);
  });

  it('counts parallel wrong codes one by one', async () => {
    await preAuth('10.4.0.100', 'sales_manager');
    const code = codeOf('sales_manager');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => withCode(`10.4.0.${i + 1}`, 'sales_manager', wrongCode(code))),
    );
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(5);
    expect((await withCode('10.4.0.50', 'sales_manager', code)).statusCode).toBe(429);
  });

  it('sends at most five codes a quarter hour', async () => {
    for (let i = 0; i < 5; i++) expect((await preAuth('10.5.0.1', 'accountant')).statusCode).toBe(200);
    const sixth = await preAuth('10.5.0.1', 'accountant');
    expect(sixth.statusCode).toBe(429);
    expect(retryAfter(sixth)).toBeGreaterThan(0);
  });

  it('counts wrong codes towards the sign-in lock', async () => {
    await preAuth('10.3.0.1', 'property_registrar');
    const code = codeOf('property_registrar');
    for (let i = 0; i < 5; i++)
      expect((await withCode('10.3.0.1', 'property_registrar', wrongCode(code))).statusCode).toBe(422);
    expect((await preAuth('10.3.0.1', 'property_registrar')).statusCode).toBe(429);
  });

  it('still signs in with the latest code', async () => {
    await preAuth('10.6.0.1', 'admin');
    await preAuth('10.6.0.1', 'admin');
    expect((await withCode('10.6.0.1', 'admin', codeOf('admin'))).statusCode).toBe(200);
  });
});
