import type { RegisterJobs } from '../../platform/background';
import * as service from './bookings.service';
import { todayOf } from '../../platform/clock';

/** How often the expiry job looks for bookings whose last day has passed. */
const EXPIRY_EVERY_MINUTES = 15;

/** The expiry of bookings; with the sale_types module off no expiry job runs. */
export const bookingsJobs: RegisterJobs = ({ deps, scheduler, log }) => {
  if (!deps.config.modules.sale_types) return;
  scheduler.register({
    name: 'bookings.expire',
    everyMinutes: EXPIRY_EVERY_MINUTES,
    run: async () => {
      const expired = await service.expireBookings(deps, todayOf(deps));
      if (expired.length) log.info({ bookings: expired }, 'bookings expired');
    },
  });
};
