import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { BULK_PRIORITY, enqueueJob, enqueueJobs, JobQueue } from './job-queue';

let t: TestApp;
let clock = new Date('2026-03-02T10:00:00Z');
const log = { error: () => undefined };
const queueOn = (db: TestApp['db']) => new JobQueue({ db, log, now: () => clock });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statusOf = async (id: number) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('job queue', () => {
  it('runs a job once, after its transaction committed; a rolled-back one never', async () => {
    const queue = queueOn(t.db);
    const seen: unknown[] = [];
    queue.register({ kind: 'test.once', run: async (payload) => void seen.push(payload.n) });
    await t.db
      .transaction(async (tx) => {
        await enqueueJob(tx, 'test.once', { n: 'rolled back' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const id = await enqueueJob(t.db, 'test.once', { n: 1 });
    expect(await queue.drain()).toBe(1);
    expect(await queue.drain()).toBe(0);
    expect(seen).toEqual([1]);
    expect((await statusOf(id)).status).toBe('done');
  });

  it('retries after a growing delay, then marks the job failed with the last error', async () => {
    const queue = queueOn(t.db);
    const failures: string[] = [];
    let calls = 0;
    queue.register({
      kind: 'test.flaky',
      run: async () => {
        calls++;
        throw new Error(`gateway down ${calls}`);
      },
      onFailed: async (_payload, error) => void failures.push(error),
      retryDelaySeconds: (attempt) => attempt * 60,
    });
    const id = await enqueueJob(t.db, 'test.flaky', {}, { maxAttempts: 3 });
    await queue.drain();
    expect(calls).toBe(1);
    expect(await queue.drain()).toBe(0);
    clock = new Date(clock.getTime() + 60_000);
    await queue.drain();
    expect(calls).toBe(2);
    clock = new Date(clock.getTime() + 119_000);
    expect(await queue.drain()).toBe(0);
    clock = new Date(clock.getTime() + 1_000);
    await queue.drain();
    const row = await statusOf(id);
    expect([calls, row.status, row.attempts, row.last_error]).toEqual([3, 'failed', 3, 'gateway down 3']);
    expect(failures).toEqual(['gateway down 3']);
  });

  it('runs what a person asked for before the older jobs of a bulk run, each in turn', async () => {
    const queue = queueOn(t.db);
    const order: string[] = [];
    queue.register({ kind: 'test.order', run: async (payload) => void order.push(String(payload.name)) });
    await enqueueJobs(t.db, 'test.order', [{ name: 'bulk 1' }, { name: 'bulk 2' }], {
      priority: BULK_PRIORITY,
    });
    await enqueueJob(t.db, 'test.order', { name: 'by hand' });
    await enqueueJob(t.db, 'test.order', { name: 'bulk 3' }, { priority: BULK_PRIORITY });
    expect(await queue.drain()).toBe(4);
    expect(order).toEqual(['by hand', 'bulk 1', 'bulk 2', 'bulk 3']);
  });

  it('claims a job again when the process running it died (its lease ran out)', async () => {
    const id = await enqueueJob(t.db, 'test.lease', {});
    await t.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, locked_until: new Date(clock.getTime() - 1000) })
      .where(eq(jobs.id, id));
    const queue = queueOn(t.db);
    queue.register({ kind: 'test.lease', run: async () => undefined });
    expect(await queue.drain()).toBe(1);
    expect((await statusOf(id)).status).toBe('done');
  });

  it('shares the jobs between two workers on one database without running any twice', async () => {
    const ran: number[] = [];
    const worker = () => {
      const queue = queueOn(t.db);
      queue.register({
        kind: 'test.shared',
        run: async (payload) => {
          ran.push(payload.n as number);
          await new Promise((resolve) => setTimeout(resolve, 2));
        },
      });
      return queue;
    };
    for (let n = 0; n < 40; n++) await enqueueJob(t.db, 'test.shared', { n });
    const [a, b] = await Promise.all([worker().drain(), worker().drain()]);
    expect(a + b).toBe(40);
    expect(ran.sort((x, y) => x - y)).toEqual([...Array(40).keys()]);
  });

  it('prunes finished jobs after a week but keeps failed ones', async () => {
    clock = new Date(clock.getTime() + 8 * 86_400_000);
    const queue = queueOn(t.db);
    expect(await queue.prune()).toBeGreaterThan(0);
    const left = await t.db.select({ status: jobs.status }).from(jobs);
    expect(left.every((j) => j.status !== 'done')).toBe(true);
    expect(left.some((j) => j.status === 'failed')).toBe(true);
  });
});
