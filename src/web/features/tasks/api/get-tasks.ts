import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryInput } from '@shared/api/endpoint';
import { taskEndpoints } from '@shared/tasks/endpoints';
import { call } from '../../../lib/api/api-client';
import { taskKeys } from './task-keys';

/** The page's filters as the URL keeps them: '' is "any" (left out of the request), the server checks the rest. */
export type TaskFilters = { scope: string; due: string; status: string; priority: string };

export type TaskParams = TaskFilters & {
  page: number;
  perpage: number | 'all';
  model?: string;
  model_id?: number;
};

/** GET /api/tasks. */
export const getTasks = (params: Partial<TaskParams>, signal?: AbortSignal) =>
  call(taskEndpoints.list, { query: params as QueryInput<typeof taskEndpoints.list>, signal });

export const useTasks = (params: Partial<TaskParams>) =>
  useQuery({
    queryKey: taskKeys.list(params),
    queryFn: ({ signal }) => getTasks(params, signal),
    placeholderData: keepPreviousData,
  });
