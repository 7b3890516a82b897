import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The demo sales come with a history of their own; these tests count entries from an empty log.
  await t.db.delete(auditLogs);
  await t.anonymous().post('/api/login', { login: 'admin', password: 'demo1234' });
  await t.anonymous().post('/api/login', { login: 'sales_manager', password: 'demo1234' });
  await (await t.as('admin')).post('/api/banks', { title: 'ლოგ ბანკი', code: 'LOGBGE22', iban: 'LG' });
});
afterAll(() => t.close());

describe('audit log', () => {
  it('shows everyone’s entries to view_all_logs, newest first, with filters', async () => {
    const api = await t.as('admin');
    const all = (await api.post('/api/logs', {})).json();
    expect(all.meta.total).toBe(3);
    expect(
      all.data.map((e: { action: string; entity_type: string }) => `${e.action}:${e.entity_type}`),
    ).toEqual(['create:bank', 'login:user', 'login:user']);
    expect(all.data[0].changes.code).toEqual({ before: null, after: 'LOGBGE22' });
    expect((await api.post('/api/logs', { action: 'login' })).json().meta.total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await api.post('/api/logs', { date_from: today, date_to: today })).json().meta.total).toBe(3);
    expect((await api.post('/api/logs', { date_to: '2000-01-01' })).json().meta.total).toBe(0);
  });

  it('shows only their own entries to view_own_logs, whatever user they ask for', async () => {
    const api = await t.as('sales_manager');
    const me = (await api.get('/api/user')).json();
    const own = (await api.post('/api/logs', { user_id: 1 })).json();
    expect(own.meta.total).toBe(1);
    expect(own.data[0]).toMatchObject({ user_id: me.id, action: 'login' });
  });

  it('never writes passwords into the log', async () => {
    const api = await t.as('admin');
    await api.post('/api/users', {
      username: 'secretive',
      email: 'secretive@demo.ge',
      first_name: 'S',
      last_name: 'S',
      password: 'very-secret-1',
    });
    const all = JSON.stringify((await api.post('/api/logs', { perpage: 'all' })).json());
    expect(all).not.toContain('very-secret-1');
    expect(all).not.toContain('password_hash');
    expect(all).toContain('secretive@demo.ge');
  });

  it('lists the action and entity types for the filters', async () => {
    const types = (await (await t.as('admin')).get('/api/logs/types')).json();
    expect(types.actions).toEqual(expect.arrayContaining(['create', 'update', 'delete', 'login']));
    expect(types.entity_types).toEqual(expect.arrayContaining(['bank', 'user']));
  });

  it('refuses a bad date with 422 and users without a log permission with 403', async () => {
    expect(
      (await (await t.as('admin', 'en')).post('/api/logs', { date_from: '2024-02-31' })).json().errors,
    ).toEqual({ date_from: ['Invalid format'] });
    const admin = await t.as('admin');
    await admin.post('/api/role-permission/roles', { name: 'no_logs', permissions: ['view_sales'] });
    await admin.post('/api/users', {
      username: 'nologs',
      email: 'nologs@demo.ge',
      first_name: 'N',
      last_name: 'L',
      password: 'secret123',
      roles: ['no_logs'],
    });
    expect((await (await t.as('nologs')).post('/api/logs', {})).json().missing_permission).toBe(
      'view_all_logs|view_own_logs',
    );
  });
});
