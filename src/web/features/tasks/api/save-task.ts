import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveTaskInput, Task } from '@shared/tasks/contracts';
import { api } from '../../../lib/api/api-client';
import { taskKeys } from './task-keys';

/** POST /api/tasks: creates, or updates the task named by `id`. */
export function useSaveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveTaskInput) => api.post<Task>('/tasks', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
