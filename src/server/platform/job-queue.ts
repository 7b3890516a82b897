import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { claimDueJob, deleteDoneJobs, updateHeldJob, type JobOutcome, type JobRow } from './job-queue-rows';

/**
 * The durable job queue: rows in `jobs`, written in the caller's transaction (so work enqueued by a
 * payment that rolls back never happens), claimed with FOR UPDATE SKIP LOCKED under a lease the running
 * process keeps renewing (so several processes on one PostgreSQL never run a job twice), retried with a
 * growing delay and marked failed after the last attempt. See docs/decisions/016-job-queue.md for why not
 * pg-boss, 034-process-roles.md for the leases and the places per kind.
 */
export type { JobRow } from './job-queue-rows';

export interface JobHandler<P extends Record<string, unknown> = Record<string, unknown>> {
  kind: string;
  run(payload: P, job: JobRow): Promise<void>;
  /** Called once when the last attempt failed; the job is then `failed` with the error. */
  onFailed?(payload: P, error: string, job: JobRow): Promise<void>;
  /** Seconds to wait before attempt n + 1 (n >= 1); 30 s, 2 min, 8 min... by default. */
  retryDelaySeconds?(attempt: number): number;
  /**
   * How many jobs of this kind one process runs at once (1 by default). Each kind has its own places, so
   * a long run of one kind never keeps another kind's jobs waiting.
   */
  concurrency?: number;
}

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
  /**
   * Due jobs run highest first, then oldest first. A bulk run's work (the daily reminders' deliveries)
   * takes BULK_PRIORITY so a message someone sends by hand does not wait behind hundreds of them.
   */
  priority?: number;
}

export const BULK_PRIORITY = -1;

/** Adds a job in the given database or transaction; it runs after that transaction commits. */
export async function enqueueJob(
  db: Db,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<number> {
  const [id] = await enqueueJobs(db, kind, [payload], options);
  return id!;
}

/** Adds one job per payload, of one kind and with the same options, in one statement. */
export async function enqueueJobs(
  db: Db,
  kind: string,
  payloads: readonly Record<string, unknown>[],
  options: EnqueueOptions = {},
): Promise<number[]> {
  if (!payloads.length) return [];
  const rows = await db
    .insert(jobs)
    .values(
      payloads.map((payload) => ({
        kind,
        payload,
        // Without a time the job is due at once, whatever the queue's clock says (tests fix it in the past).
        run_at: options.runAt ?? new Date(0),
        ...(options.maxAttempts ? { max_attempts: options.maxAttempts } : {}),
        ...(options.priority ? { priority: options.priority } : {}),
      })),
    )
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

const defaultDelay = (attempt: number) => 30 * 4 ** (attempt - 1);

interface QueueLog {
  error(details: object, message: string): void;
  warn?(details: object, message: string): void;
}

export interface JobQueueOptions {
  db: Db;
  log: QueueLog;
  /** The queue's clock: tests move it to make retries due. */
  now: () => Date;
  pollMs?: number;
  /**
   * How long a claim lasts unless renewed: the running process renews it every third of it, so only a
   * job whose process died (or stalled that long) is claimed again.
   */
  leaseSeconds?: number;
}

export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  /** Jobs this process runs now, per kind. */
  private readonly busy = new Map<string, number>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<number> | null = null;
  /** Ends the running loop's wait for a free place, so it claims again (poke). */
  private wake: (() => void) | null = null;
  private started = false;
  private stopping = false;

  constructor(private readonly options: JobQueueOptions) {}

  register<P extends Record<string, unknown>>(handler: JobHandler<P>): void {
    this.handlers.set(handler.kind, handler as unknown as JobHandler);
  }

  /** Polls for due jobs until stopped. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  /** Claims no more jobs and waits for those running. */
  async stop(): Promise<void> {
    this.started = false;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.wake?.();
    try {
      await this.running;
    } finally {
      this.stopping = false;
    }
  }

  /** Asks for a run soon, e.g. right after enqueueing work a user is waiting for. */
  poke(): void {
    if (this.wake) this.wake();
    else if (this.started && !this.running) this.schedule(0);
  }

  /**
   * Runs due jobs, each kind in its own places, until none is left and none runs, and answers how many
   * ran. A run already in progress is awaited first, so tests and `poke` never run two loops in one process.
   */
  async drain(): Promise<number> {
    while (this.running) await this.running;
    this.running = this.loop();
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  /** Forgets finished jobs older than the given days (failed ones are kept for inspection). */
  async prune(days = 7): Promise<number> {
    return deleteDoneJobs(this.options.db, new Date(this.options.now().getTime() - days * 86_400_000));
  }

  private get pollMs(): number {
    return this.options.pollMs ?? 2000;
  }

  private get leaseMs(): number {
    return (this.options.leaseSeconds ?? 300) * 1000;
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.drain()
        .catch((err: unknown) => this.options.log.error({ err }, 'job queue run failed'))
        .finally(() => {
          if (this.started) this.schedule(this.pollMs);
        });
    }, delayMs);
    this.timer.unref?.();
  }

  /** The kinds with a free place in this process. */
  private freeKinds(): string[] {
    return [...this.handlers.values()]
      .filter((h) => (this.busy.get(h.kind) ?? 0) < (h.concurrency ?? 1))
      .map((h) => h.kind);
  }

  /**
   * Claims a due job of a kind with a free place and starts it, again and again; with none to claim it
   * waits until a job ends, a poke, or a poll period (a job due meanwhile, e.g. enqueued by a web process).
   */
  private async loop(): Promise<number> {
    let count = 0;
    const inFlight = new Set<Promise<void>>();
    try {
      for (;;) {
        const kinds = this.stopping ? [] : this.freeKinds();
        const job = kinds.length ? await this.claim(kinds) : undefined;
        if (job) {
          count++;
          this.busy.set(job.kind, (this.busy.get(job.kind) ?? 0) + 1);
          const run: Promise<void> = this.execute(job)
            .catch((err: unknown) => this.options.log.error({ err, job: job.id }, 'job run failed'))
            .finally(() => {
              this.busy.set(job.kind, this.busy.get(job.kind)! - 1);
              inFlight.delete(run);
            });
          inFlight.add(run);
          continue;
        }
        if (!inFlight.size) return count;
        await this.waitForPlace(inFlight);
      }
    } finally {
      await Promise.all(inFlight);
    }
  }

  private waitForPlace(inFlight: Set<Promise<void>>): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.wake === done) this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      this.wake = done;
      void Promise.race(inFlight).then(done);
    });
  }

  private claim(kinds: string[]): Promise<JobRow | undefined> {
    return claimDueJob(this.options.db, kinds, this.options.now(), this.leaseEnd());
  }

  private leaseEnd(): Date {
    return new Date(this.options.now().getTime() + this.leaseMs);
  }

  /** Extends the claim while the job runs; a claim lost meanwhile (another process has the job) stays lost. */
  private async renew(job: JobRow): Promise<void> {
    if (!(await updateHeldJob(this.options.db, job, { locked_until: this.leaseEnd() }))) this.lost(job);
  }

  private lost(job: JobRow): void {
    this.options.log.warn?.({ job: job.id, kind: job.kind }, 'job lease lost: another process has the job');
  }

  /** Writes the outcome of this process's attempt, if the job is still its own; answers whether it was. */
  private async settle(job: JobRow, outcome: JobOutcome): Promise<boolean> {
    const held = await updateHeldJob(this.options.db, job, { locked_until: null, ...outcome });
    if (!held) this.lost(job);
    return held;
  }

  private async execute(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    const heartbeat = setInterval(() => {
      this.renew(job).catch((err: unknown) =>
        this.options.log.error({ err, job: job.id }, 'job lease not renewed'),
      );
    }, this.leaseMs / 3);
    heartbeat.unref?.();
    let error: string | null = null;
    try {
      await handler.run(job.payload, job);
    } catch (err) {
      error = (err instanceof Error && err.message ? err.message : String(err)).slice(0, 1000);
    } finally {
      clearInterval(heartbeat);
    }
    const now = this.options.now();
    if (error === null) {
      await this.settle(job, { status: 'done', finished_at: now });
      return;
    }
    if (job.attempts < job.max_attempts) {
      const delay = (handler.retryDelaySeconds ?? defaultDelay)(job.attempts);
      await this.settle(job, {
        status: 'queued',
        last_error: error,
        run_at: new Date(now.getTime() + delay * 1000),
      });
      return;
    }
    if (!(await this.settle(job, { status: 'failed', last_error: error, finished_at: now }))) return;
    await handler
      .onFailed?.(job.payload, error, job)
      .catch((failure: unknown) =>
        this.options.log.error({ err: failure, job: job.id }, 'job failure handler failed'),
      );
  }
}
