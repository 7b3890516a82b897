import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertNotifications } from './notifications.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notifications', () => {
  it('lists the user’s own notifications with the unread count, sanitizing HTML', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.username, 'accountant'));
    await insertNotifications(
      t.db,
      [user!.id],
      'Overdue: <b>sale 17</b><script>alert(1)</script><img src=x onerror=alert(1)>',
    );
    const api = await t.as('accountant');
    const list = (await api.get('/api/notifications?perpage=5')).json();
    expect(list.unread_count).toBe(3);
    expect(list.data[0].text).toBe('Overdue: <b>sale 17</b>');
    expect(list.data[0].unread).toBe(true);
  });

  it('marks one and then all as read; unread filter follows', async () => {
    const api = await t.as('accountant');
    const [first] = (await api.get('/api/notifications?unread=true')).json().data;
    expect((await api.post('/api/mark-as-read', { id: first.id })).json()).toEqual({ success: true });
    expect((await api.get(`/api/notifications/${first.id}`)).json().unread).toBe(false);
    expect((await api.get('/api/notifications?unread=true')).json().meta.total).toBe(2);
    await api.post('/api/mark-as-read', { id: 'all' });
    expect((await api.get('/api/notifications')).json().unread_count).toBe(0);
  });

  it('never shows or marks another user’s notification', async () => {
    const mine = (await (await t.as('admin')).get('/api/notifications')).json().data[0];
    const other = await t.as('sales_manager');
    expect((await other.get(`/api/notifications/${mine.id}`)).statusCode).toBe(404);
    expect((await other.post('/api/mark-as-read', { id: mine.id })).statusCode).toBe(404);
    expect((await (await t.as('admin')).get(`/api/notifications/${mine.id}`)).json().unread).toBe(true);
  });
});
