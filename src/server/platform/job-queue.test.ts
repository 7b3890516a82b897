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

  it('renews the lease of a job that runs past it, so no second process takes the job', async () => {
    // The queue's clock runs in real time here, from the tests' date.
    const since = Date.now();
    const runningClock = () => new Date(clock.getTime() + Date.now() - since);
    const ran: string[] = [];
    let started = false;
    const worker = (name: string) => {
      const queue = new JobQueue({ db: t.db, log, now: runningClock, leaseSeconds: 1 });
      queue.register({
        kind: 'test.long',
        run: async () => {
          started = true;
          ran.push(name);
          await new Promise((resolve) => setTimeout(resolve, 2500));
        },
      });
      return queue;
    };
    const id = await enqueueJob(t.db, 'test.long', {});
    const first = worker('first').drain();
    while (!started) await new Promise((resolve) => setTimeout(resolve, 20));
    const second = worker('second');
    let finished = false;
    void first.then(() => (finished = true));
    // The second process looks again and again while the first runs two and a half leases long.
    while (!finished) {
      await second.drain();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ran).toEqual(['first']);
    expect(await statusOf(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('leaves a job alone when a process that lost its lease ends its attempt', async () => {
    const gate = () => {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open, opened };
    };
    const stalled = gate();
    const taken = gate();
    const runs: string[] = [];
    const worker = (name: string, until: Promise<void>) => {
      const queue = queueOn(t.db);
      queue.register({
        kind: 'test.lost',
        run: async () => {
          runs.push(name);
          await until;
        },
      });
      return queue;
    };
    const id = await enqueueJob(t.db, 'test.lost', {});
    const stalledRun = worker('stalled', stalled.opened).drain();
    while (!runs.length) await new Promise((resolve) => setTimeout(resolve, 10));
    // The first process stalled past its lease; the next one claims the job.
    await t.db
      .update(jobs)
      .set({ locked_until: new Date(clock.getTime() - 1000) })
      .where(eq(jobs.id, id));
    const takerRun = worker('taker', taken.opened).drain();
    while (runs.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));

    stalled.open();
    await stalledRun;
    expect(await statusOf(id)).toMatchObject({ status: 'running', attempts: 2, finished_at: null });
    taken.open();
    await takerRun;
    expect(runs).toEqual(['stalled', 'taker']);
    expect(await statusOf(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('delivers a message sent by hand while a slow bulk kind is still running', async () => {
    let releaseBulk = () => {};
    const bulkHeld = new Promise<void>((resolve) => (releaseBulk = resolve));
    const bulkStarted: number[] = [];
    let handSent: (n: unknown) => void = () => {};
    const delivered = new Promise((resolve) => (handSent = resolve));
    const queue = new JobQueue({ db: t.db, log, now: () => clock, pollMs: 50 });
    queue.register({
      kind: 'test.bulk-run',
      run: async (payload) => {
        bulkStarted.push(payload.n as number);
        await bulkHeld;
      },
    });
    queue.register({ kind: 'test.by-hand', run: async (payload) => handSent(payload.n) });
    await enqueueJobs(t.db, 'test.bulk-run', [{ n: 1 }, { n: 2 }, { n: 3 }], { priority: BULK_PRIORITY });
    queue.start();
    while (!bulkStarted.length) await new Promise((resolve) => setTimeout(resolve, 10));
    await enqueueJob(t.db, 'test.by-hand', { n: 'reminder' });
    queue.poke();

    const stuck = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5000));
    expect(await Promise.race([delivered, stuck])).toBe('reminder');
    const bulk = await t.db.select().from(jobs).where(eq(jobs.kind, 'test.bulk-run'));
    expect(bulkStarted).toEqual([1]);
    expect(bulk.map((j) => j.status).sort()).toEqual(['queued', 'queued', 'running']);
    releaseBulk();
    await queue.stop();
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
