import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

/**
 * The durable job queue: rows in `jobs`, written in the caller's transaction (so work enqueued by a
 * payment that rolls back never happens), claimed with FOR UPDATE SKIP LOCKED (so several processes on
 * one PostgreSQL never run a job twice), retried with a growing delay and marked failed after the last
 * attempt. See docs/decisions/016-job-queue.md for why not pg-boss.
 */
export type JobRow = typeof jobs.$inferSelect;

export interface JobHandler<P extends Record<string, unknown> = Record<string, unknown>> {
  kind: string;
  run(payload: P, job: JobRow): Promise<void>;
  /** Called once when the last attempt failed; the job is then `failed` with the error. */
  onFailed?(payload: P, error: string, job: JobRow): Promise<void>;
  /** Seconds to wait before attempt n + 1 (n >= 1); 30 s, 2 min, 8 min... by default. */
  retryDelaySeconds?(attempt: number): number;
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
}

export interface JobQueueOptions {
  db: Db;
  log: QueueLog;
  /** The queue's clock: tests move it to make retries due. */
  now: () => Date;
  pollMs?: number;
  /** How long a claim lasts: a job whose process died is claimed again after it. */
  leaseSeconds?: number;
}

export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<number> | null = null;
  private started = false;

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

  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Asks for a run soon, e.g. right after enqueueing work a user is waiting for. */
  poke(): void {
    if (this.started && !this.running) this.schedule(0);
  }

  /**
   * Runs due jobs one after another until none is left, and answers how many ran. A run already in
   * progress is awaited first, so tests and `poke` never run two loops in one process.
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
    const before = new Date(this.options.now().getTime() - days * 86_400_000);
    const rows = await this.options.db
      .delete(jobs)
      .where(and(eq(jobs.status, 'done'), lt(jobs.finished_at, before)))
      .returning({ id: jobs.id });
    return rows.length;
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.drain()
        .catch((err: unknown) => this.options.log.error({ err }, 'job queue run failed'))
        .finally(() => {
          if (this.started) this.schedule(this.options.pollMs ?? 2000);
        });
    }, delayMs);
    this.timer.unref?.();
  }

  private async loop(): Promise<number> {
    let count = 0;
    for (let job = await this.claim(); job; job = await this.claim()) {
      await this.execute(job);
      count++;
    }
    return count;
  }

  private async claim(): Promise<JobRow | undefined> {
    const kinds = [...this.handlers.keys()];
    if (!kinds.length) return undefined;
    const now = this.options.now();
    const leaseUntil = new Date(now.getTime() + (this.options.leaseSeconds ?? 300) * 1000);
    const due = this.options.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, kinds),
          sql`((${jobs.status} = 'queued' and ${jobs.run_at} <= ${now.toISOString()}::timestamptz)
            or (${jobs.status} = 'running' and ${jobs.locked_until} < ${now.toISOString()}::timestamptz))`,
        ),
      )
      .orderBy(desc(jobs.priority), jobs.run_at, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await this.options.db
      .update(jobs)
      .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, locked_until: leaseUntil })
      .where(inArray(jobs.id, due))
      .returning();
    return job;
  }

  private async execute(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    const { db } = this.options;
    try {
      await handler.run(job.payload, job);
      await db
        .update(jobs)
        .set({ status: 'done', locked_until: null, finished_at: this.options.now() })
        .where(eq(jobs.id, job.id));
    } catch (err) {
      const error = (err instanceof Error && err.message ? err.message : String(err)).slice(0, 1000);
      if (job.attempts < job.max_attempts) {
        const delay = (handler.retryDelaySeconds ?? defaultDelay)(job.attempts);
        await db
          .update(jobs)
          .set({
            status: 'queued',
            locked_until: null,
            last_error: error,
            run_at: new Date(this.options.now().getTime() + delay * 1000),
          })
          .where(eq(jobs.id, job.id));
        return;
      }
      await db
        .update(jobs)
        .set({ status: 'failed', locked_until: null, last_error: error, finished_at: this.options.now() })
        .where(eq(jobs.id, job.id));
      await handler
        .onFailed?.(job.payload, error, job)
        .catch((failure: unknown) =>
          this.options.log.error({ err: failure, job: job.id }, 'job failure handler failed'),
        );
    }
  }
}
