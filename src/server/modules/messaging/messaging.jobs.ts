import type { RegisterJobs } from '../../platform/background';
import { deliveryJob } from './delivery.service';

/** The delivery of messages to buyers, one job per message. */
export const messagingJobs: RegisterJobs = ({ deps }) => {
  deps.jobs.register(deliveryJob(deps));
};
