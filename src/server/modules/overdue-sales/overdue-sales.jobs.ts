import type { RegisterJobs } from '../../platform/background';
import * as service from './overdue-sales.service';

/** How often the overdue job runs; it is day-based, so extra runs change nothing. */
const OVERDUE_EVERY_MINUTES = 60;

/** The job that keeps sale statuses in step with the debt. */
export const overdueSalesJobs: RegisterJobs = ({ deps, scheduler, log }) => {
  scheduler.register({
    name: 'sales.overdue',
    everyMinutes: OVERDUE_EVERY_MINUTES,
    run: async () => {
      const result = await service.runOverdueJob(deps);
      if (result.overdue.length || result.candidates.length) log.info(result, 'sale statuses updated');
    },
  });
};
