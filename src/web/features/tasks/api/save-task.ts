import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveTaskInput } from '@shared/tasks/contracts';
import { taskEndpoints } from '@shared/tasks/endpoints';
import { call } from '../../../lib/api/api-client';
import { taskKeys } from './task-keys';

/** POST /api/tasks: creates, or updates the task named by `id`. */
export function useSaveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveTaskInput) => call(taskEndpoints.save, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
