import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { notifications, rateLimitCounters } from '../db/schema';
import { insertUser } from '../test/factories';
import { createTestApp, multipart, type TestApp } from '../test/test-app';
import { DEFAULT_RATE_LIMITS } from './limits';
import { createSession } from './sessions';

/**
 * Issue 35, §3: per-user limits on the expensive routes, answered 429 with Retry-After, counted in the
 * database. The app runs with the default numbers (platform/limits.ts) on a clock the tests move.
 */
let clock = new Date('2026-03-10T08:00:00Z');
let t: TestApp;
const tick = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

let serial = 0;
/** A fresh employee holding these permissions, signed in (every test starts with untouched budgets). */
async function employee(permissions: string[]) {
  const username = `limits_user_${++serial}`;
  const id = await insertUser(t.db, username, permissions);
  return { id, api: await t.as(username, 'en') };
}

const TOO_MANY = { message: 'Too many requests in a short time; try again in a moment' };

/** Sends `times` requests one after another; answers their status codes, counted. */
async function statuses(times: number, send: () => Promise<{ statusCode: number }>) {
  const seen: Record<number, number> = {};
  for (let i = 0; i < times; i++) {
    const { statusCode } = await send();
    seen[statusCode] = (seen[statusCode] ?? 0) + 1;
  }
  return seen;
}

describe('per-user rate limits', () => {
  it('are the numbers the README gives', () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({ reports: 60, exports: 20, imports: 10, documents: 30, tasks: 20 });
    expect(loadConfig({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(loadConfig({}).liveStreamsPerSession).toBe(5);
  });

  it('let a user run 60 reports a minute; the 61st is a 429 until the minute since the first is over', async () => {
    const { api } = await employee(['view_reports', 'view_sales']);
    const report = () => api.post('/api/sales/bookings-report', {});
    // A request refused on its input costs nothing and is not counted.
    expect(await statuses(5, () => api.post('/api/sales/bookings-report', { date_from: 'x' }))).toEqual({
      422: 5,
    });
    expect(await statuses(60, report)).toEqual({ 200: 60 });
    tick(20);
    const refused = await report();
    expect([refused.statusCode, refused.json(), refused.headers['retry-after']]).toEqual([
      429,
      TOO_MANY,
      '40',
    ]);
    // Every report route draws on the same budget; an export has a budget of its own.
    expect((await api.post('/api/reporting/monthlyReporting', {})).statusCode).toBe(429);
    expect((await api.get('/api/reporting/pie/2025')).statusCode).toBe(429);
    expect((await api.post('/api/reporting/export/bookings', {})).statusCode).toBe(200);
    // Other users are not slowed by it.
    const other = await employee(['view_reports', 'view_sales']);
    expect((await other.api.post('/api/sales/bookings-report', {})).statusCode).toBe(200);
    // Per user, not per session; in Georgian by default.
    const ka = await t.as(`limits_user_${serial - 1}`);
    expect((await ka.post('/api/sales/bookings-report', {})).json()).toEqual({
      message: 'მოკლე დროში ძალიან ბევრი მოთხოვნაა; ცოტა ხანში სცადეთ ხელახლა',
    });
    tick(40);
    expect((await report()).statusCode).toBe(200);
  });

  it('let a user create 20 tasks a minute: the 21st rings no bell; changing a task is not counted', async () => {
    const boss = await employee([]);
    const worker = await employee([]);
    const create = () => boss.api.post('/api/tasks', { title: 'Call the buyer', assignee_id: worker.id });
    const first = await create();
    expect(first.statusCode, first.body).toBe(200);
    expect(await statuses(19, create)).toEqual({ 200: 19 });
    const refused = await create();
    expect([refused.statusCode, refused.json(), refused.headers['retry-after']]).toEqual([
      429,
      TOO_MANY,
      '60',
    ]);
    const bell = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, worker.id), eq(notifications.kind, 'task_assigned')));
    expect(bell).toHaveLength(20);
    const done = await boss.api.post('/api/tasks', {
      id: first.json().id,
      title: 'Call the buyer',
      assignee_id: worker.id,
      status: 'done',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('done');
  });

  it('give exports 20, imports 10 and documents 30 a minute, each a budget of its own', async () => {
    const { api } = await employee(['view_notification_logs', 'edit_agents', 'view_sales']);
    const exportLogs = () => api.post('/api/notification-logs/export', {});
    expect(await statuses(20, exportLogs)).toEqual({ 200: 20 });
    expect((await exportLogs()).statusCode).toBe(429);

    // An import is counted once its request is well-formed, whatever its file turns out to hold.
    const noFile = multipart({});
    const importAgents = () => api.post('/api/agents/import', noFile.payload, noFile.headers);
    expect(await statuses(10, importAgents)).toEqual({ 422: 10 });
    expect((await importAgents()).statusCode).toBe(429);

    const pdf = () => api.get('/api/invoices/999999/pdf');
    expect(await statuses(30, pdf)).toEqual({ 404: 30 });
    const refused = await pdf();
    expect([refused.statusCode, refused.headers['retry-after']]).toEqual([429, '60']);
  });

  it('are counted in the database, one row per rule and user', async () => {
    const { id, api } = await employee(['view_reports', 'view_sales']);
    await api.post('/api/sales/bookings-report', {});
    await api.post('/api/sales/bookings-report', {});
    const [row] = await t.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `reports:user:${id}`));
    expect(row).toMatchObject({ count: 2, window_start: clock });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'hold across server processes: 60 reports a minute over two processes together',
    async () => {
      clock = new Date(); // the second process keeps the system's time
      const other = await t.secondProcess();
      try {
        const { id, api } = await employee(['view_reports', 'view_sales']);
        const { token } = await createSession(t.db, id, { maxHours: 1, ip: null, userAgent: 'test' });
        const elsewhere = (url: string) =>
          other.app.inject({
            method: 'POST',
            url,
            payload: {},
            headers: { authorization: `Bearer ${token}`, 'content-language': 'en' },
          });
        const both = await Promise.all([
          statuses(30, () => api.post('/api/sales/bookings-report', {})),
          statuses(30, () => elsewhere('/api/sales/bookings-report')),
        ]);
        expect(both).toEqual([{ 200: 30 }, { 200: 30 }]);
        expect((await elsewhere('/api/sales/bookings-report')).statusCode).toBe(429);
        expect((await api.post('/api/sales/bookings-report', {})).statusCode).toBe(429);
      } finally {
        await other.close();
      }
    },
  );

  it('are listed among the OpenAPI answers of every limited route', async () => {
    const doc = (await t.anonymous().get('/api/docs/json')).json();
    const limited = Object.entries(doc.paths as Record<string, Record<string, { responses: object }>>)
      .flatMap(([path, item]) =>
        Object.entries(item)
          .filter(
            ([, op]) => '429' in op.responses && !('security' in op && (op.security as []).length === 0),
          )
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(limited).toEqual([
      'GET /api/invoices/{id}/pdf',
      'GET /api/notifications/stream',
      'GET /api/prices/template',
      'GET /api/reporting/pie/{year}',
      'GET /api/reporting/today',
      'GET /api/sales/with-targets',
      'POST /api/agents/import',
      'POST /api/bonuses/calculateBonus',
      'POST /api/bonuses/getAgentsBonus',
      'POST /api/bonuses/getBonusByMonth',
      'POST /api/notification-logs/export',
      'POST /api/payment-scheduler/forReporting',
      'POST /api/payments/forReporting',
      'POST /api/payments/importForMultipleSalesFromExcel',
      'POST /api/payments/importFromExcel',
      'POST /api/prices',
      'POST /api/prices/preview',
      'POST /api/prices/{id}',
      'POST /api/properties/bulk',
      'POST /api/properties/bulk/preview',
      'POST /api/reporting',
      'POST /api/reporting/export/{report}',
      'POST /api/reporting/getFinanceSummaryReport',
      'POST /api/reporting/manager-report',
      'POST /api/reporting/monthlyReporting',
      'POST /api/reporting/revenue-by-scheduler',
      'POST /api/sales/bookings-report',
      'POST /api/sales/getReport',
      'POST /api/sales/importFromExcel',
      'POST /api/sales/{id}/contract',
      'POST /api/sales/{id}/contract/preview',
      'POST /api/tasks',
      'POST /api/word-templates',
      'PUT /api/prices/{id}',
      // Not rate-limited but counting wrong current passwords (auth.service), which answers 429 too.
      'PUT /api/users/me/update-password',
      'PUT /api/word-templates/{id}',
    ]);
    expect(doc.paths['/api/reporting/export/{report}'].post.responses['429']).toEqual({
      $ref: '#/components/responses/TooManyRequests',
    });
    // A file answer keeps its 200.
    expect(doc.paths['/api/invoices/{id}/pdf'].get.responses['200']).toBeDefined();
  });
});

describe('RATE_LIMITS', () => {
  it('sets the budgets it names, per user per minute, and keeps the others', () => {
    expect(loadConfig({ RATE_LIMITS: 'reports=120, tasks=5' }).rateLimits).toEqual({
      ...DEFAULT_RATE_LIMITS,
      reports: 120,
      tasks: 5,
    });
    expect(loadConfig({ LIVE_STREAMS_PER_SESSION: '2' }).liveStreamsPerSession).toBe(2);
  });

  it('stops start-up on a kind it does not know or a count that is not one', () => {
    expect(() => loadConfig({ RATE_LIMITS: 'reprots=10' })).toThrow(/RATE_LIMITS: expected kind=count/);
    expect(() => loadConfig({ RATE_LIMITS: 'reports=0' })).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig({ RATE_LIMITS: 'reports' })).toThrow(/RATE_LIMITS/);
  });
});
