import { useQuery } from '@tanstack/react-query';
import type { Task } from '@shared/tasks/contracts';
import { api } from '../../../lib/api/api-client';
import { taskKeys } from './task-keys';

/** GET /api/tasks/{id}: the task a bell notice links to. */
export const useTask = (id: number | null) =>
  useQuery({
    queryKey: taskKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Task>(`/tasks/${id}`, { signal }),
    enabled: id !== null,
  });
