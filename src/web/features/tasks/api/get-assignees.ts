import { useQuery } from '@tanstack/react-query';
import { taskEndpoints } from '@shared/tasks/endpoints';
import { call } from '../../../lib/api/api-client';
import { taskKeys } from './task-keys';

/** GET /api/tasks/assignees: the active employees a task can be given to. */
export const useTaskAssignees = () =>
  useQuery({
    queryKey: taskKeys.assignees(),
    queryFn: ({ signal }) => call(taskEndpoints.assignees, { signal }),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });
