import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

/** The queue's statements on `jobs` (platform/job-queue.ts runs them). */
export type JobRow = typeof jobs.$inferSelect;
export type JobOutcome = Partial<Pick<JobRow, 'status' | 'last_error' | 'run_at' | 'finished_at'>>;

/**
 * Takes the first due job of the kinds (highest priority, then oldest): queued and due, or running under
 * a lease that ran out. The claim counts an attempt and holds the job until `leaseUntil`.
 */
export async function claimDueJob(
  db: Db,
  kinds: string[],
  now: Date,
  leaseUntil: Date,
): Promise<JobRow | undefined> {
  const due = db
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
  const [job] = await db
    .update(jobs)
    .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, locked_until: leaseUntil })
    .where(inArray(jobs.id, due))
    .returning();
  return job;
}

/**
 * Changes a job only while the claim is still the one `job` was read with (its id and attempt: a later
 * claim, after the lease ran out, counts another attempt); answers whether it was.
 */
export async function updateHeldJob(
  db: Db,
  job: JobRow,
  change: JobOutcome & { locked_until: Date | null },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set(change)
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Forgets jobs done before the time (failed ones are kept for inspection); answers how many. */
export async function deleteDoneJobs(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.finished_at, before)))
    .returning({ id: jobs.id });
  return rows.length;
}
