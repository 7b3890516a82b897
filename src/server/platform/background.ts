import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { ProcessRole } from '../config';
import { registerNightlyBackup } from './backup';
import type { AppDeps } from './deps';
import { pruneRouteLimits } from './route-limits';
import { Scheduler } from './scheduler';

/**
 * The work a process does apart from HTTP: the job queue's kinds and the periodic runs. Every process
 * registers all of it, so any process may enqueue any kind; only ROLE=all and ROLE=worker start the queue
 * and the scheduler (docs/decisions/034-process-roles.md).
 */
export interface JobsContext {
  deps: AppDeps;
  scheduler: Scheduler;
  log: FastifyBaseLogger;
}

/** A module's jobs (`<module>.jobs.ts`), registered by the module index. */
export type RegisterJobs = (context: JobsContext) => void;

export const servesHttp = (role: ProcessRole) => role !== 'worker';
export const runsJobs = (role: ProcessRole) => role !== 'web';

/**
 * The scheduler on the app's queue with the platform's own periodic runs and each module's jobs.
 * `embedded`: the embedded database's client, whose nightly backup the server then writes.
 */
export function createBackground(
  context: Omit<JobsContext, 'scheduler'>,
  modules: readonly RegisterJobs[],
  embedded: PGlite | undefined,
): Scheduler {
  const { deps, log } = context;
  const scheduler = new Scheduler({ db: deps.db, jobs: deps.jobs, now: deps.now, log });
  scheduler.register({
    name: 'jobs.prune',
    everyMinutes: 60,
    run: async () => {
      await deps.jobs.prune();
      await scheduler.prune();
    },
  });
  // PostgreSQL installs back up with `npm run backup` on a schedule of their own (README, "Backups").
  if (embedded)
    registerNightlyBackup(scheduler, {
      client: embedded,
      blobs: deps.storage.blobs,
      dir: deps.config.backupDir,
      keep: deps.config.backupKeep,
      now: deps.now,
    });
  scheduler.register({
    name: 'limits.prune',
    everyMinutes: 60,
    run: () => pruneRouteLimits(deps.db, deps.now()),
  });
  for (const register of modules) register({ deps, scheduler, log });
  return scheduler;
}
