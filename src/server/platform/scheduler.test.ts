import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Scheduler } from './scheduler';

const quietLog = () => ({ error: vi.fn() });

describe('scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a job at start and then every N minutes, until stopped', async () => {
    const scheduler = new Scheduler(quietLog());
    const run = vi.fn(async () => undefined);
    scheduler.register({ name: 'tick', everyMinutes: 5, run });
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(run).not.toHaveBeenCalled();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(run).toHaveBeenCalledTimes(3);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('never overlaps a run of the same job, and stop waits for the run in progress', async () => {
    const scheduler = new Scheduler(quietLog());
    let release: () => void = () => undefined;
    let finished = false;
    const run = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = () => {
            finished = true;
            resolve();
          };
        }),
    );
    scheduler.register({ name: 'slow', everyMinutes: 1, run });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(run).toHaveBeenCalledTimes(1);
    const stopped = scheduler.stop();
    release();
    await stopped;
    expect(finished).toBe(true);
  });

  it('logs a failing job and keeps running it', async () => {
    const log = quietLog();
    const scheduler = new Scheduler(log);
    const run = vi.fn(() => {
      throw new Error('database is down');
    });
    scheduler.register({ name: 'broken', everyMinutes: 1, run });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(run).toHaveBeenCalledTimes(3);
    expect(log.error).toHaveBeenCalledTimes(3);
    expect(log.error.mock.calls[0]![0]).toMatchObject({ job: 'broken' });
    await scheduler.stop();
  });

  it('runs a job on demand and refuses a bad interval', async () => {
    const scheduler = new Scheduler(quietLog());
    const run = vi.fn(async () => undefined);
    scheduler.register({ name: 'now', everyMinutes: 1, run });
    await scheduler.runNow('now');
    expect(run).toHaveBeenCalledTimes(1);
    await expect(scheduler.runNow('missing')).rejects.toThrow('No scheduled job missing');
    expect(() => scheduler.register({ name: 'bad', everyMinutes: 0, run })).toThrow(RangeError);
  });
});
