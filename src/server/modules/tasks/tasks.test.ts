import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationRules, notifications, saleInstalments, tasks } from '../../db/schema';
import { insertCustomer, insertSale, insertUser, userIdOf } from '../../test/factories';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';
import { runNotifications } from '../notification-rules/notification-run.service';
import { noticeDueTasks } from './tasks.service';

/** 11:00 in Tbilisi (UTC+4) on Tuesday 10 March 2026. */
const at = (time: string, day = '2026-03-10') => new Date(`${day}T${time}:00+04:00`);
let clock = at('11:00');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

let serial = 0;
/** A fresh employee holding these permissions, signed in. */
async function employee(permissions: string[] = []) {
  const username = `task_user_${++serial}`;
  const id = await insertUser(t.db, username, permissions);
  return { id, api: await t.as(username, 'en') };
}

const task = (assignee_id: number, extra: Record<string, unknown> = {}) => ({
  title: 'Call the buyer',
  assignee_id,
  ...extra,
});

async function create(api: Api, body: Record<string, unknown>) {
  const res = await api.post('/api/tasks', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const noticesOf = (userId: number, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.kind, kind)));

describe('tasks', () => {
  it('creates, reads and changes a task; the list filters by scope, status, priority and due, in pages', async () => {
    const boss = await employee();
    const worker = await employee();
    const titles = {
      yesterday: await create(boss.api, task(worker.id, { title: 'Yesterday', due_date: '2026-03-09' })),
      earlierToday: await create(
        boss.api,
        task(worker.id, { title: 'At nine', due_date: '2026-03-10T09:00' }),
      ),
      laterToday: await create(
        boss.api,
        task(worker.id, { title: 'At four', due_date: '2026-03-10T16:00', priority: 'urgent' }),
      ),
      inAWeek: await create(boss.api, task(worker.id, { title: 'Next Tuesday', due_date: '2026-03-17' })),
      later: await create(
        boss.api,
        task(worker.id, { title: 'Later', due_date: '2026-04-01', priority: 'low' }),
      ),
      undated: await create(boss.api, task(worker.id, { title: 'Someday', description: 'No hurry' })),
      done: await create(
        boss.api,
        task(worker.id, { title: 'Finished', due_date: '2026-03-01', status: 'done' }),
      ),
      own: await create(worker.api, task(boss.id, { title: 'For the boss', due_date: '2026-03-10' })),
    };
    expect(titles.earlierToday).toMatchObject({
      due_date: '2026-03-10T09:00',
      status: 'open',
      priority: 'normal',
      overdue: true,
      due_today: true,
      assignee: { id: worker.id, name: `Test ${'task_user_2'}` },
      creator: { id: boss.id },
      model: null,
      can_delete: true,
    });
    expect(titles.laterToday).toMatchObject({ overdue: false, due_today: true });
    expect(titles.done.done_at).toBe(clock.toISOString());

    const names = async (api: Api, query: string) => {
      const res = await api.get(`/api/tasks?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((x: { title: string }) => x.title);
    };
    expect(await names(worker.api, 'scope=mine&perpage=20')).toEqual([
      'Yesterday',
      'At nine',
      'At four',
      'Next Tuesday',
      'Later',
      'Someday',
      'Finished',
    ]);
    expect(await names(worker.api, 'scope=created')).toEqual(['For the boss']);
    expect(await names(worker.api, 'scope=mine&due=overdue')).toEqual(['Yesterday', 'At nine']);
    expect(await names(worker.api, 'scope=mine&due=today')).toEqual(['At nine', 'At four']);
    expect(await names(worker.api, 'scope=mine&due=week&status=open')).toEqual([
      'At nine',
      'At four',
      'Next Tuesday',
    ]);
    expect(await names(worker.api, 'scope=mine&status=done')).toEqual(['Finished']);
    expect(await names(worker.api, 'scope=mine&priority=urgent')).toEqual(['At four']);
    // Without a scope: what the reader may see, assigned to them or created by them.
    expect(await names(worker.api, 'perpage=20')).toHaveLength(8);

    const page = (await worker.api.get('/api/tasks?scope=mine&perpage=5&page=2')).json();
    expect(page.data.map((x: { title: string }) => x.title)).toEqual(['Someday', 'Finished']);
    expect(page.meta).toMatchObject({ current_page: 2, last_page: 2, total: 7, from: 6, to: 7 });
    expect(page.links).toEqual({ prev: '/api/tasks?scope=mine&perpage=5&page=1', next: null });

    // The counter: my open tasks due today or earlier (yesterday's, nine's and four's).
    expect((await worker.api.get('/api/tasks/actual')).json()).toEqual({ count: 3 });
    const done = await worker.api.post('/api/tasks', {
      ...task(worker.id, { title: 'Yesterday', due_date: '2026-03-09' }),
      id: titles.yesterday.id,
      status: 'done',
    });
    expect(done.json()).toMatchObject({ status: 'done', done_at: clock.toISOString(), overdue: false });
    expect((await worker.api.get('/api/tasks/actual')).json()).toEqual({ count: 2 });

    expect((await worker.api.get(`/api/tasks/${titles.later.id}`)).json().title).toBe('Later');
    const stranger = await employee();
    expect((await stranger.api.get(`/api/tasks/${titles.later.id}`)).statusCode).toBe(404);
    expect(
      (await stranger.api.post('/api/tasks', { ...task(worker.id), id: titles.later.id })).statusCode,
    ).toBe(404);
    expect((await stranger.api.get('/api/tasks/actual')).json()).toEqual({ count: 0 });

    const log = (
      await (
        await t.as('admin')
      ).post('/api/logs', { entity_type: 'task', entity_id: String(titles.yesterday.id) })
    ).json();
    expect(log.data.map((l: { action: string }) => l.action)).toEqual(['update', 'create']);
    expect(log.data[0].changes.status).toEqual({ before: 'open', after: 'done' });
  });

  it('answers scope=all only to view_all_tasks', async () => {
    const someone = await employee();
    const res = await someone.api.get('/api/tasks?scope=all');
    expect(res.statusCode).toBe(403);
    expect(res.json().missing_permission).toBe('view_all_tasks');
    const admin = await t.as('admin');
    const all = await admin.get('/api/tasks?scope=all&perpage=50');
    expect(all.statusCode).toBe(200);
    expect(all.json().meta.total).toBeGreaterThan(0);
  });

  it('lets the creator or manage_tasks delete, and the assignee only change', async () => {
    const creator = await employee();
    const assignee = await employee();
    const stranger = await employee();
    const viewer = await employee(['view_all_tasks']);
    const { id } = await create(creator.api, task(assignee.id));
    expect((await stranger.api.delete(`/api/tasks/${id}`)).statusCode).toBe(404);
    const refused = await assignee.api.delete(`/api/tasks/${id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only its creator or a task manager may delete this task');
    expect((await viewer.api.get(`/api/tasks/${id}`)).json().can_delete).toBe(false);
    expect((await viewer.api.delete(`/api/tasks/${id}`)).statusCode).toBe(403);
    expect((await viewer.api.post('/api/tasks', { ...task(assignee.id), id })).statusCode).toBe(403);
    expect(
      (await assignee.api.post('/api/tasks', { ...task(assignee.id), id, priority: 'high' })).statusCode,
    ).toBe(200);
    expect((await creator.api.delete(`/api/tasks/${id}`)).json()).toEqual({ success: true });
    expect((await creator.api.get(`/api/tasks/${id}`)).statusCode).toBe(404);

    const other = await create(creator.api, task(assignee.id));
    expect((await (await t.as('admin')).delete(`/api/tasks/${other.id}`)).statusCode).toBe(200);
    expect((await creator.api.delete(`/api/tasks/${other.id}`)).statusCode).toBe(404);
  });

  it('lets a view-only user (spec §6, the accountant) read tasks but create, change and delete none', async () => {
    const accountant = await userIdOf(t.db, 'accountant');
    const boss = await employee();
    const given = await create(boss.api, task(accountant, { title: 'Check the March report' }));
    const api = await t.as('accountant', 'en');
    expect((await api.get(`/api/tasks/${given.id}`)).statusCode).toBe(200);
    expect((await api.get('/api/tasks')).statusCode).toBe(200);
    expect((await api.get('/api/tasks/actual')).statusCode).toBe(200);
    const before = (await t.db.select().from(tasks)).length;
    const created = await api.post('/api/tasks', task(boss.id));
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toBe('Your role may only view records');
    const done = await api.post('/api/tasks', { ...task(accountant), id: given.id, status: 'done' });
    expect(done.statusCode).toBe(403);
    expect((await api.delete(`/api/tasks/${given.id}`)).statusCode).toBe(403);
    expect((await t.db.select().from(tasks)).length).toBe(before);
    expect((await api.get(`/api/tasks/${given.id}`)).json()).toMatchObject({ status: given.status });
    // Their own account stays theirs: the bell's read marks and signing out.
    expect((await api.post('/api/mark-as-read', { id: 'all' })).statusCode).toBe(200);
    expect((await api.post('/api/logout')).statusCode).toBe(200);
  });

  it('refuses a bad task with 422 and stores nothing', async () => {
    const user = await employee();
    const count = async () => (await t.db.select().from(tasks)).length;
    const before = await count();
    const empty = await user.api.post('/api/tasks', {
      title: '  ',
      assignee_id: user.id,
      due_date: '2026-02-30',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      title: ['Required field'],
      due_date: ['Give the due date as YYYY-MM-DD, with a time if needed'],
    });
    const badTime = await user.api.post('/api/tasks', task(user.id, { due_date: '2026-03-10T24:00' }));
    expect(badTime.json().errors.due_date).toHaveLength(1);
    const nobody = await user.api.post('/api/tasks', task(999999));
    expect(nobody.json().errors).toEqual({ assignee_id: ['The assignee must be an active employee'] });
    const unpaired = await user.api.post('/api/tasks', task(user.id, { model: 'sale' }));
    expect(unpaired.json().errors).toEqual({ model_id: ['Required field'] });
    expect(await count()).toBe(before);
    const ka = await (await t.as('admin', 'ka')).post('/api/tasks', { assignee_id: user.id });
    expect(ka.json().errors.title).toEqual(['სავალდებულო ველი']);
  });

  it('links a task to a record the user may see, and lists the record’s tasks', async () => {
    const manager = await t.as('sales_manager', 'en');
    const managerId = await userIdOf(t.db, 'sales_manager');
    const sale = await insertSale(t.db, { contract_no: `T-${Date.now()}` });
    const linked = await create(
      manager,
      task(managerId, { model: 'sale', model_id: sale.id, due_date: '2026-03-12' }),
    );
    expect(linked).toMatchObject({ model: 'sale', model_id: sale.id, model_label: `№${sale.contract_no}` });
    const customerId = await insertCustomer(t.db, { first_name_en: 'Nino', last_name_en: 'Kapanadze' });
    const onCustomer = await create(manager, task(managerId, { model: 'customer', model_id: customerId }));
    expect(onCustomer.model_label).toBe('Nino Kapanadze');
    const list = (await manager.get(`/api/tasks?model=sale&model_id=${sale.id}`)).json();
    expect(list.data.map((x: { id: number }) => x.id)).toEqual([linked.id]);

    // client_manager sees only the sales they are responsible for.
    const clientManager = await t.as('client_manager', 'en');
    const refused = await clientManager.post(
      '/api/tasks',
      task(managerId, { model: 'sale', model_id: sale.id }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ model_id: ['The record was not found or you may not see it'] });
    expect((await clientManager.get(`/api/tasks?model=sale&model_id=${sale.id}`)).statusCode).toBe(404);
    const missing = await manager.post('/api/tasks', task(managerId, { model: 'booking', model_id: 999999 }));
    expect(missing.statusCode).toBe(422);
  });

  it('tells the assignee of a task someone else gave them, and of each task falling due once', async () => {
    const boss = await employee();
    const worker = await employee();
    clock = at('11:00');
    await create(worker.api, task(worker.id, { title: 'My own', due_date: '2026-03-20' }));
    expect(await noticesOf(worker.id, 'task_assigned')).toHaveLength(0);
    const given = await create(
      boss.api,
      task(worker.id, { title: 'Bring the keys', due_date: '2026-03-11T10:30' }),
    );
    const assigned = await noticesOf(worker.id, 'task_assigned');
    expect(assigned).toHaveLength(1);
    const bell = (await worker.api.get('/api/notifications')).json();
    expect(bell.data[0]).toMatchObject({
      kind: 'task_assigned',
      text: `Test ${'task_user_'}${serial - 1} gave you a task: Bring the keys`,
      link: `/tasks?task=${given.id}`,
    });

    await noticeDueTasks(t.app.deps);
    expect(await noticesOf(worker.id, 'task_due')).toHaveLength(0);
    clock = at('10:35', '2026-03-11');
    await noticeDueTasks(t.app.deps);
    await noticeDueTasks(t.app.deps);
    const due = await noticesOf(worker.id, 'task_due');
    expect(due).toHaveLength(1);
    expect(due[0]!.params).toMatchObject({ task_id: given.id, due: '11.03.2026 10:30' });

    // A moved deadline is told of again when it comes; a finished task never.
    await boss.api.post('/api/tasks', {
      ...task(worker.id, { title: 'Bring the keys', due_date: '2026-03-12' }),
      id: given.id,
    });
    clock = at('08:00', '2026-03-12');
    await noticeDueTasks(t.app.deps);
    expect(await noticesOf(worker.id, 'task_due')).toHaveLength(2);
    const finished = await create(boss.api, task(worker.id, { due_date: '2026-03-12', status: 'done' }));
    await noticeDueTasks(t.app.deps);
    expect((await noticesOf(worker.id, 'task_due')).filter((n) => n.params?.task_id === finished.id)).toEqual(
      [],
    );
    clock = at('11:00');
  });

  it('makes one task for the sale’s manager when a rule with create_task fires', async () => {
    const manager = await employee(['view_sales']);
    clock = at('11:00');
    const [rule] = await t.db
      .insert(notificationRules)
      .values({ type: 'overdue', days_offset: 2, channels: ['sms'], create_task: true })
      .returning();
    const sale = await insertSale(t.db, {
      responsible_user_id: manager.id,
      contract_start_date: '2025-12-01',
      rows: [{ date: '2026-03-08', amount: '12000.00' }],
    });
    const noManager = await insertSale(t.db, {
      contract_start_date: '2025-12-01',
      rows: [{ date: '2026-03-08', amount: '12000.00' }],
    });
    await runNotifications(t.app.deps);
    await runNotifications(t.app.deps);
    const made = await t.db
      .select()
      .from(tasks)
      .where(eq(tasks.source_key, `rule:${rule!.id}:${await saleInstalment(sale.id)}:2026-03-08`));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      assignee_id: manager.id,
      created_by: null,
      priority: 'high',
      due_on: '2026-03-10',
      model: 'sale',
      model_id: sale.id,
      title: `დაუკავშირდით მყიდველს: ხელშეკრულება №${sale.contract_no}, შენატანი №1 (ვადა 08.03.2026)`,
    });
    const mine = (await manager.api.get('/api/tasks?scope=mine')).json();
    expect(mine.data.map((x: { model_id: number }) => x.model_id)).toEqual([sale.id]);
    expect(
      await t.db
        .select()
        .from(tasks)
        .where(and(eq(tasks.model, 'sale'), eq(tasks.model_id, noManager.id))),
    ).toEqual([]);
    await t.db.delete(notificationRules).where(eq(notificationRules.id, rule!.id));
  });
});

async function saleInstalment(saleId: number): Promise<number> {
  const [row] = await t.db
    .select({ id: saleInstalments.id })
    .from(saleInstalments)
    .where(eq(saleInstalments.sale_id, saleId));
  return row!.id;
}

describe('tasks with the module off', () => {
  it('answers 404 on every route', async () => {
    const off = await createTestApp({ env: { MODULE_TASKS: 'false' } });
    try {
      const api = await off.as('admin');
      expect((await api.get('/api/tasks')).statusCode).toBe(404);
      expect((await api.get('/api/tasks/actual')).statusCode).toBe(404);
      expect((await api.post('/api/tasks', { title: 'x', assignee_id: 1 })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
