import type { RegisterJobs } from '../../platform/background';
import * as service from './auth.service';

/** Forgets sign-in failures that no longer count. */
export const authJobs: RegisterJobs = ({ deps, scheduler }) => {
  scheduler.register({
    name: 'auth.prune-failures',
    everyMinutes: 60,
    run: () => service.pruneFailureCounters(deps),
  });
};
