import type { RegisterJobs } from '../../platform/background';
import * as service from './reports.service';

/** Folds the reports' kept sums (docs/decisions/024-report-kept-sums.md). */
export const reportsJobs: RegisterJobs = ({ deps, scheduler }) => {
  scheduler.register({
    name: 'reports.fold-facts',
    everyMinutes: 60,
    run: () => service.foldKeptSums(deps),
  });
};
