import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, authTokens, users } from '../../db/schema';
import { createTestApp, multipart, PNG_1X1, type TestApp } from '../../test/test-app';
import { startSmtpReceiver } from '../../test/smtp-receiver';

type Receiver = Awaited<ReturnType<typeof startSmtpReceiver>>;
let t: TestApp;
let smtp: Receiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ env: { MAIL_URL: smtp.url, PUBLIC_URL: 'http://panel.test' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const login = (body: Record<string, unknown>, locale = 'en') => t.anonymous(locale).post('/api/login', body);

describe('sign-in', () => {
  it('signs in with a username or an e-mail and answers the token and the user', async () => {
    const byName = await login({ login: 'admin', password: 'demo1234' });
    expect(byName.statusCode).toBe(200);
    const { token, user } = byName.json();
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(user).toMatchObject({
      username: 'admin',
      full_name: 'ნინო კაპანაძე',
      roles: ['admin'],
      is_admin: true,
      active: true,
      view_only: false,
    });
    expect(user.permissions).toContain('view_users');

    const byEmail = await login({ login: 'ADMIN@demo.ge', password: 'demo1234' });
    expect(byEmail.statusCode).toBe(200);

    const me = await t.withToken(token).get('/api/user');
    expect(me.json()).toMatchObject({
      id: user.id,
      username: 'admin',
      email: 'admin@demo.ge',
      avatar: null,
      buildings: [],
    });
  });

  it('gives a wrong login and a wrong password the same answer', async () => {
    const wrongPassword = await login({ login: 'accountant', password: 'nope-nope' });
    const wrongLogin = await login({ login: 'nobody-here', password: 'demo1234' });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json()).toEqual(wrongLogin.json());
    expect(wrongPassword.json()).toEqual({
      message: 'Wrong username or password',
      errors: { login: ['Wrong username or password'] },
    });
  });

  it('answers missing fields with 422 per field in Georgian by default', async () => {
    const res = await t.anonymous().post('/api/login', { login: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ login: ['სავალდებულო ველი'], password: ['სავალდებულო ველი'] });
  });

  it('locks a login out with 429 after repeated failures, even for the right password', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login({ login: 'property_registrar', password: `bad-${i}` })).statusCode).toBe(422);
    const locked = await login({ login: 'property_registrar', password: 'demo1234' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: 'Too many attempts; try again later' });
  });

  it('refuses inactive users and users without admin-panel access', async () => {
    const api = await t.as('admin');
    const created = await api.post('/api/users', {
      username: 'no_panel',
      email: 'no_panel@demo.ge',
      first_name: 'Gela',
      last_name: 'Tsiklauri',
      password: 'secret123',
      is_admin: false,
      roles: ['client_manager'],
    });
    expect(created.statusCode).toBe(200);
    expect((await login({ login: 'no_panel', password: 'secret123' })).statusCode).toBe(422);
  });

  it('revokes the token on logout', async () => {
    const { token } = (await login({ login: 'accountant', password: 'demo1234' })).json();
    const api = t.withToken(token);
    expect((await api.get('/api/user')).statusCode).toBe(200);
    expect((await api.post('/api/logout')).statusCode).toBe(200);
    expect((await api.get('/api/user')).statusCode).toBe(401);
  });

  it('expires a token left idle longer than the time-out, and any token past its fixed maximum', async () => {
    const idle = (await login({ login: 'sales_manager', password: 'demo1234' })).json().token as string;
    const capped = (await login({ login: 'sales_manager', password: 'demo1234' })).json().token as string;
    const [idleRow, cappedRow] = await t.db
      .select()
      .from(authTokens)
      .orderBy(authTokens.id)
      .then((rows) => rows.slice(-2));
    await t.db
      .update(authTokens)
      .set({ last_used_at: new Date(Date.now() - 31 * 60_000) })
      .where(eq(authTokens.id, idleRow!.id));
    await t.db
      .update(authTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(authTokens.id, cappedRow!.id));
    expect((await t.withToken(idle).get('/api/user')).statusCode).toBe(401);
    expect((await t.withToken(capped).get('/api/user')).statusCode).toBe(401);
  });

  it('keeps an active token alive (sliding) and records sign-in in the audit log', async () => {
    const { token, user } = (await login({ login: 'booking_registrar', password: 'demo1234' })).json();
    const [row] = await t.db
      .select()
      .from(authTokens)
      .orderBy(authTokens.id)
      .then((rows) => rows.slice(-1));
    await t.db
      .update(authTokens)
      .set({ last_used_at: new Date(Date.now() - 29 * 60_000) })
      .where(eq(authTokens.id, row!.id));
    expect((await t.withToken(token).get('/api/user')).statusCode).toBe(200);
    const [after] = await t.db.select().from(authTokens).where(eq(authTokens.id, row!.id));
    expect(Date.now() - after!.last_used_at.getTime()).toBeLessThan(60_000);
    const entries = await t.db.select().from(auditLogs).where(eq(auditLogs.user_id, user.id));
    expect(entries.map((e) => e.action)).toContain('login');
  });

  it('says no code is needed when OTP sign-in is off', async () => {
    const res = await t.anonymous().post('/api/pre-auth', { login: 'admin', password: 'demo1234' });
    expect(res.json()).toEqual({ otp_required: false });
  });
});

describe('one-time code sign-in', () => {
  let otpApp: TestApp;
  beforeAll(async () => {
    otpApp = await createTestApp({ env: { MAIL_URL: smtp.url, OTP_LOGIN: 'true' } });
  });
  afterAll(() => otpApp.close());

  const codeFromMail = () => /\b(\d{6})\b/.exec(smtp.lastTextTo('client_manager@demo.ge'))![1]!;

  it('mails a 6-digit code after the password and requires it to sign in', async () => {
    const api = otpApp.anonymous('en');
    const pre = await api.post('/api/pre-auth', { login: 'client_manager', password: 'demo1234' });
    expect(pre.json()).toMatchObject({ otp_required: true });
    const code = codeFromMail();

    const withoutCode = await api.post('/api/login', { login: 'client_manager', password: 'demo1234' });
    expect(withoutCode.statusCode).toBe(422);
    expect(withoutCode.json().errors).toEqual({ otp: ['Enter the one-time code'] });

    const wrong = await api.post('/api/login', {
      login: 'client_manager',
      password: 'demo1234',
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().errors).toEqual({ otp: ['The code is wrong or expired'] });

    const ok = await api.post('/api/login', { login: 'client_manager', password: 'demo1234', otp: code });
    expect(ok.statusCode).toBe(200);
    const reused = await api.post('/api/login', { login: 'client_manager', password: 'demo1234', otp: code });
    expect(reused.statusCode).toBe(422);
  });

  it('refuses even the right code after 5 wrong tries, and a resend does not bring them back', async () => {
    const api = otpApp.anonymous('en');
    await api.post('/api/pre-auth', { login: 'client_manager', password: 'demo1234' });
    const code = codeFromMail();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await api.post('/api/login', { login: 'client_manager', password: 'demo1234', otp: wrong });
    expect(
      (await api.post('/api/login', { login: 'client_manager', password: 'demo1234', otp: code })).statusCode,
    ).toBe(429);
    const resent = await api.post('/api/resend-otp', { login: 'client_manager', password: 'demo1234' });
    expect(resent.statusCode).toBe(429);
  });
});

describe('password reset by e-mail', () => {
  it('mails a single-use link, never says whether the address exists, and sets the new password', async () => {
    const api = t.anonymous('en');
    const unknown = await api.post('/api/users/reset-password', { email: 'stranger@nowhere.ge' });
    const known = await api.post('/api/users/reset-password', { email: 'accountant@demo.ge' });
    expect(unknown.json()).toEqual(known.json());
    expect(smtp.received.some((m) => m.to.includes('stranger@nowhere.ge'))).toBe(false);

    const mail = smtp.lastTextTo('accountant@demo.ge');
    const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(mail)![1]!);
    expect(mail).toContain('http://panel.test/reset-password?token=');

    expect((await api.post('/api/users/check-password-reset-token', { token })).json()).toEqual({
      success: true,
    });
    const mismatch = await api.post('/api/users/reset-password-confirm', {
      token,
      password: 'new-pass-123',
      password_confirmation: 'other',
    });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Passwords do not match'] });

    const done = await api.post('/api/users/reset-password-confirm', {
      token,
      password: 'new-pass-123',
      password_confirmation: 'new-pass-123',
    });
    expect(done.statusCode).toBe(200);
    expect((await login({ login: 'accountant', password: 'new-pass-123' })).statusCode).toBe(200);
    expect((await login({ login: 'accountant', password: 'demo1234' })).statusCode).toBe(422);

    const again = await api.post('/api/users/check-password-reset-token', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['The link is invalid or has expired'] });
  });
});

describe('own profile', () => {
  it('updates details and the avatar (multipart, _method=PUT) and serves the avatar from a signed URL', async () => {
    const api = await t.as('sales_manager', 'en');
    const form = multipart(
      {
        _method: 'PUT',
        email: 'dato@demo.ge',
        first_name: 'დავით',
        last_name: 'მაისურაძე',
        phone: '+995 555 12 34 56',
      },
      [{ field: 'avatar', filename: '../../etc/passwd.png', data: PNG_1X1, type: 'image/png' }],
    );
    const res = await api.post('/api/users/me', form.payload, form.headers);
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({ email: 'dato@demo.ge', phone: '+995 555 12 34 56' });
    expect(me.avatar).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?expires=\d+&signature=/);

    const image = await t.anonymous().get(me.avatar);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
    // Change the signature's first character to a different one (a fixed 'x' fails when it already is one).
    const tamperedUrl = me.avatar.replace(/signature=(.)/, (_: string, c: string) =>
      c === 'x' ? 'signature=y' : 'signature=x',
    );
    const tampered = await t.anonymous().get(tamperedUrl);
    expect(tampered.statusCode).toBe(404);
  });

  it('refuses a file that is not an image whatever its name, and changes nothing', async () => {
    const api = await t.as('sales_manager', 'en');
    const before = (await api.get('/api/user')).json();
    const form = multipart({ email: 'other@demo.ge', first_name: 'X', last_name: 'Y' }, [
      {
        field: 'avatar',
        filename: 'photo.png',
        data: Buffer.from('#!/bin/sh\necho hi\n'),
        type: 'image/png',
      },
    ]);
    const res = await api.post('/api/users/me', form.payload, form.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ avatar: ['This file type is not allowed'] });
    expect((await api.get('/api/user')).json().email).toBe(before.email);
  });

  it('refuses an e-mail another user has', async () => {
    const api = await t.as('property_registrar', 'en');
    const form = multipart({ email: 'admin@demo.ge', first_name: 'L', last_name: 'K' });
    const res = await api.post('/api/users/me', form.payload, form.headers);
    expect(res.json().errors).toEqual({ email: ['E-mail should be unique'] });
  });

  it('changes the password only with the right current password', async () => {
    const api = await t.as('booking_registrar', 'en');
    const wrong = await api.put('/api/users/me/update-password', {
      current_password: 'nope',
      password: 'brand-new-1',
      password_confirmation: 'brand-new-1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is wrong'] });
    const ok = await api.put('/api/users/me/update-password', {
      current_password: 'demo1234',
      password: 'brand-new-1',
      password_confirmation: 'brand-new-1',
    });
    expect(ok.json()).toEqual({ success: true, message: 'Record updated successfully' });
    expect((await login({ login: 'booking_registrar', password: 'brand-new-1' })).statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.username, 'booking_registrar'));
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
  });
});
