import type { RegisterJobs } from '../../platform/background';
import * as service from './currency.service';

/** How often the job checks that today's official rates are stored. */
const REFRESH_EVERY_MINUTES = 60;

/** Stores the National Bank's rates of the day. */
export const currencyJobs: RegisterJobs = ({ deps, scheduler, log }) => {
  scheduler.register({
    name: 'currency.refresh',
    everyMinutes: REFRESH_EVERY_MINUTES,
    run: async () => {
      const fetched = await service.refreshTodayRates(deps);
      if (fetched.length) log.info({ currencies: fetched }, 'official rates stored');
    },
  });
};
