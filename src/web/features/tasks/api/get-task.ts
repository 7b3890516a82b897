import { useQuery } from '@tanstack/react-query';
import { taskEndpoints } from '@shared/tasks/endpoints';
import { call } from '../../../lib/api/api-client';
import { taskKeys } from './task-keys';

/** GET /api/tasks/{id}: the task a bell notice links to. */
export const useTask = (id: number | null) =>
  useQuery({
    queryKey: taskKeys.detail(id ?? 0),
    queryFn: ({ signal }) => call(taskEndpoints.get, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
