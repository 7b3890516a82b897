import type { RegisterJobs } from '../../platform/background';
import * as service from './tasks.service';

/** Tasks become due on a day or at a time of day: a check every five minutes tells the assignee soon enough. */
const DUE_CHECK_EVERY_MINUTES = 5;

/** The due check; with the tasks module off no check runs. */
export const tasksJobs: RegisterJobs = ({ deps, scheduler, log }) => {
  if (!deps.config.modules.tasks) return;
  scheduler.register({
    name: 'tasks.due',
    everyMinutes: DUE_CHECK_EVERY_MINUTES,
    run: async () => {
      const told = await service.noticeDueTasks(deps);
      if (told) log.info({ tasks: told }, 'due tasks told to their assignees');
    },
  });
};
