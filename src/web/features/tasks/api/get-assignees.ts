import { useQuery } from '@tanstack/react-query';
import type { TaskAssignee } from '@shared/tasks/contracts';
import { api } from '../../../lib/api/api-client';
import { taskKeys } from './task-keys';

/** GET /api/tasks/assignees: the active employees a task can be given to. */
export const useTaskAssignees = () =>
  useQuery({
    queryKey: taskKeys.assignees(),
    queryFn: ({ signal }) => api.get<{ data: TaskAssignee[] }>('/tasks/assignees', { signal }),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });
