import type { RegisterJobs } from '../../platform/background';
import { enqueueJob } from '../../platform/job-queue';
import * as service from './tickets.service';

/** How often the late check runs: response times are counted in hours. */
const LATE_CHECK_EVERY_MINUTES = 15;
const LATE_JOB = 'tickets.late';

/** The check for tickets past their response time. */
export const ticketsJobs: RegisterJobs = ({ deps, scheduler }) => {
  // The scheduler only enqueues; the queue runs the check once even with two server processes.
  deps.jobs.register({ kind: LATE_JOB, run: async () => void (await service.noticeLateTickets(deps)) });
  scheduler.register({
    name: LATE_JOB,
    everyMinutes: LATE_CHECK_EVERY_MINUTES,
    run: async () => {
      await enqueueJob(deps.db, LATE_JOB, {}, { maxAttempts: 1 });
      deps.jobs.poke();
    },
  });
};
