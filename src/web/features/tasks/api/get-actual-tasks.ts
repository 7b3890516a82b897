import { useQuery } from '@tanstack/react-query';
import { taskEndpoints } from '@shared/tasks/endpoints';
import { call } from '../../../lib/api/api-client';
import { taskKeys } from './task-keys';

/** A task falls due by the clock, with no change to tell the page: the counter asks again this often. */
const REFRESH_MS = 60_000;

/** GET /api/tasks/actual: my open tasks due today or earlier. */
export const useActualTasks = () =>
  useQuery({
    queryKey: taskKeys.actual(),
    queryFn: ({ signal }) => call(taskEndpoints.actual, { signal }),
    refetchInterval: REFRESH_MS,
    select: (answer) => answer.count,
  });
