import type { RegisterJobs } from '../../platform/background';
import { runNotifications } from './notification-run.service';

/** The run is day-based and keyed: a run every quarter hour only picks up what became due. */
const RUN_EVERY_MINUTES = 15;

/** The automated run that applies the notification rules. */
export const notificationRulesJobs: RegisterJobs = ({ deps, scheduler, log }) => {
  scheduler.register({
    name: 'notifications.run',
    everyMinutes: RUN_EVERY_MINUTES,
    run: async () => {
      const result = await runNotifications(deps);
      if (result.queued) log.info(result, 'automated notifications queued');
    },
  });
};
