import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { scheduledRuns } from '../db/schema';
import { enqueueJob, type JobQueue } from './job-queue';

/**
 * Periodic jobs shared by every server process on one database. Time is cut into slots of `everyMinutes`;
 * each process looks every minute (and at start) whether a job's current slot is taken, and the first to
 * insert it into `scheduled_runs` enqueues that slot's run on the job queue in the same transaction. The
 * queue then runs it once, on whichever process claims it, and a process that dies mid-run hands it on
 * after the lease. A server that was down for hours takes only the current slot: one catch-up run, not one
 * per missed slot. Tests build the app without starting it and call `runNow` or `tick` on purpose.
 */
interface ScheduledJob {
  name: string;
  everyMinutes: number;
  run: () => Promise<unknown>;
}

interface SchedulerLog {
  error(details: object, message: string): void;
}

export interface SchedulerOptions {
  db: Db;
  jobs: JobQueue;
  now: () => Date;
  log: SchedulerLog;
}

const RUN_KIND = 'scheduled.run';
const TICK_MS = 60_000;
/** One retry half a minute later; a job failing again waits for its next slot. */
const RUN_ATTEMPTS = 2;

export class Scheduler {
  private readonly jobs = new Map<string, ScheduledJob>();
  /** The last slot this process saw taken, per job, so a minute's tick asks the database only when a slot begins. */
  private readonly seen = new Map<string, number>();
  private readonly running = new Map<string, Promise<void>>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private ticking: Promise<number> | null = null;

  constructor(private readonly options: SchedulerOptions) {
    options.jobs.register<{ name: string }>({
      kind: RUN_KIND,
      run: async ({ name }) => {
        const job = this.jobs.get(name);
        // A job another version of the server registers: nothing to do here.
        if (job) await this.execute(job);
      },
      retryDelaySeconds: () => 30,
    });
  }

  register(job: ScheduledJob): void {
    if (!(job.everyMinutes > 0)) throw new RangeError(`Job ${job.name}: everyMinutes must be above zero`);
    this.jobs.set(job.name, job);
  }

  get isStarted(): boolean {
    return this.timer !== null;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref?.();
    void this.tick();
  }

  /** Stops looking for slots and waits for runs in progress, so the database can be closed after it. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
    await Promise.all(this.running.values());
  }

  /** Runs a job now in this process, outside the slots, unless it is already running here; errors are logged. */
  runNow(name: string): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) return Promise.reject(new Error(`No scheduled job ${name}`));
    return this.execute(job).catch(() => undefined);
  }

  /** Takes every job's current slot that no process has taken yet; answers how many runs it enqueued. */
  async tick(): Promise<number> {
    while (this.ticking) await this.ticking;
    this.ticking = this.takeSlots();
    try {
      return await this.ticking;
    } catch (err) {
      this.options.log.error({ err }, 'scheduler tick failed');
      return 0;
    } finally {
      this.ticking = null;
    }
  }

  /** Forgets taken slots older than the given days (the slot of a job's last run is what matters). */
  async prune(days = 7): Promise<number> {
    const before = new Date(this.options.now().getTime() - days * 86_400_000);
    const rows = await this.options.db
      .delete(scheduledRuns)
      .where(lt(scheduledRuns.slot, before))
      .returning({ name: scheduledRuns.name });
    return rows.length;
  }

  private async takeSlots(): Promise<number> {
    let enqueued = 0;
    const now = this.options.now().getTime();
    for (const job of this.jobs.values()) {
      const periodMs = job.everyMinutes * 60_000;
      const slot = Math.floor(now / periodMs) * periodMs;
      if (this.seen.get(job.name) === slot) continue;
      if (await this.take(job.name, new Date(slot))) enqueued++;
      this.seen.set(job.name, slot);
    }
    if (enqueued) this.options.jobs.poke();
    return enqueued;
  }

  private take(name: string, slot: Date): Promise<boolean> {
    return this.options.db.transaction(async (tx) => {
      const [taken] = await tx
        .insert(scheduledRuns)
        .values({ name, slot })
        .onConflictDoNothing()
        .returning({ name: scheduledRuns.name });
      if (!taken) return false;
      await enqueueJob(tx, RUN_KIND, { name, slot: slot.toISOString() }, { maxAttempts: RUN_ATTEMPTS });
      return true;
    });
  }

  /** One run of a job; runs never overlap within a process. Errors reach the queue, which retries once. */
  private execute(job: ScheduledJob): Promise<void> {
    const inProgress = this.running.get(job.name);
    if (inProgress) return inProgress;
    const run = Promise.resolve()
      .then(() => job.run())
      .then(
        () => undefined,
        (err: unknown) => {
          this.options.log.error({ err, job: job.name }, 'scheduled job failed');
          throw err;
        },
      )
      .finally(() => this.running.delete(job.name));
    this.running.set(job.name, run);
    return run;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}
