import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { jobs, scheduledRuns } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { JobQueue } from './job-queue';
import { Scheduler } from './scheduler';

let t: TestApp;
let otherDb: Db;
let closeOther: () => Promise<void> = async () => {};
beforeAll(async () => {
  t = await createTestApp();
  // On PostgreSQL the second process has connections of its own; PGlite has one connection for both.
  if (t.sharedDatabase) {
    const other = await t.secondProcess();
    otherDb = other.app.deps.db;
    closeOther = other.close;
  } else otherDb = t.db;
});
afterAll(async () => {
  await closeOther();
  await t.close();
});

let clock = new Date('2026-03-02T10:07:00Z');
const now = () => clock;
const quietLog = () => ({ error: vi.fn() });

/** One server process's scheduler and queue, with the job registered as every process registers it. */
function serverProcess(db: Db, name: string, run: () => Promise<unknown>, everyMinutes = 15) {
  const log = quietLog();
  const queue = new JobQueue({ db, log, now });
  const scheduler = new Scheduler({ db, jobs: queue, now, log });
  scheduler.register({ name, everyMinutes, run });
  return { queue, scheduler, log };
}

const slotsOf = (name: string) =>
  t.db.select().from(scheduledRuns).where(eq(scheduledRuns.name, name)).orderBy(scheduledRuns.slot);

describe('periodic jobs across server processes', () => {
  it('takes each slot once across processes, and the queue runs it once', async () => {
    clock = new Date('2026-03-02T10:07:00Z');
    const run = vi.fn(async () => undefined);
    const a = serverProcess(t.db, 'once', run);
    const b = serverProcess(otherDb, 'once', run);

    expect(await Promise.all([a.scheduler.tick(), b.scheduler.tick()])).toEqual(
      expect.arrayContaining([0, 1]),
    );
    await Promise.all([a.queue.drain(), b.queue.drain()]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(await a.scheduler.tick()).toBe(0);

    clock = new Date('2026-03-02T10:16:00Z');
    expect((await b.scheduler.tick()) + (await a.scheduler.tick())).toBe(1);
    await Promise.all([a.queue.drain(), b.queue.drain()]);
    expect(run).toHaveBeenCalledTimes(2);
    expect((await slotsOf('once')).map((r) => r.slot.toISOString())).toEqual([
      '2026-03-02T10:00:00.000Z',
      '2026-03-02T10:15:00.000Z',
    ]);
  });

  it('after hours of downtime runs a job once, for the current slot only', async () => {
    clock = new Date('2026-03-03T08:01:00Z');
    const run = vi.fn(async () => undefined);
    const a = serverProcess(t.db, 'catch-up', run);
    expect(await a.scheduler.tick()).toBe(1);
    await a.queue.drain();
    clock = new Date('2026-03-03T13:05:00Z');
    const restarted = serverProcess(t.db, 'catch-up', run);
    expect(await restarted.scheduler.tick()).toBe(1);
    await restarted.queue.drain();
    expect(run).toHaveBeenCalledTimes(2);
    expect(await slotsOf('catch-up')).toHaveLength(2);
  });

  it('logs a failing run, retries it once half a minute later, then leaves it failed', async () => {
    clock = new Date('2026-03-04T09:00:10Z');
    const run = vi.fn(() => Promise.reject(new Error('rates service is down')));
    const a = serverProcess(t.db, 'broken', run);
    await a.scheduler.tick();
    await a.queue.drain();
    expect(run).toHaveBeenCalledTimes(1);
    expect(a.log.error.mock.calls[0]![0]).toMatchObject({ job: 'broken' });
    clock = new Date('2026-03-04T09:00:45Z');
    await a.queue.drain();
    expect(run).toHaveBeenCalledTimes(2);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'scheduled.run'))
      .orderBy(jobs.id)
      .then((rows) => rows.filter((r) => r.payload.name === 'broken'));
    expect(job).toMatchObject({ status: 'failed', attempts: 2, last_error: 'rates service is down' });
  });

  it('start takes the current slots at once; stop waits for that; old slots are pruned', async () => {
    clock = new Date('2026-03-05T12:00:30Z');
    const a = serverProcess(t.db, 'started', async () => undefined, 60);
    expect(a.scheduler.isStarted).toBe(false);
    a.scheduler.start();
    expect(a.scheduler.isStarted).toBe(true);
    await a.scheduler.stop();
    expect(a.scheduler.isStarted).toBe(false);
    expect((await slotsOf('started')).map((r) => r.slot.toISOString())).toEqual(['2026-03-05T12:00:00.000Z']);

    clock = new Date('2026-03-20T12:00:00Z');
    expect(await a.scheduler.prune(7)).toBeGreaterThanOrEqual(1);
    expect(await slotsOf('started')).toEqual([]);
  });

  it('runs a job on demand without throwing, and refuses a bad interval or an unknown job', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('no')));
    const a = serverProcess(t.db, 'on-demand', failing);
    await expect(a.scheduler.runNow('on-demand')).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(a.log.error).toHaveBeenCalledTimes(1);
    await expect(a.scheduler.runNow('missing')).rejects.toThrow('No scheduled job missing');
    expect(() => a.scheduler.register({ name: 'bad', everyMinutes: 0, run: failing })).toThrow(RangeError);
  });
});
