import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@shared/pagination';
import type { Task } from '@shared/tasks/contracts';
import { api } from '../../../lib/api/api-client';
import { taskKeys } from './task-keys';

/** The page's filters as the URL keeps them: '' is "any". */
export type TaskFilters = { scope: string; due: string; status: string; priority: string };

export type TaskParams = TaskFilters & {
  page: number;
  perpage: number | 'all';
  model?: string;
  model_id?: number;
};

const query = (params: Partial<TaskParams>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, value]) => value !== '' && value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  ).toString();

/** GET /api/tasks. */
export const getTasks = (params: Partial<TaskParams>, signal?: AbortSignal) =>
  api.get<Paginated<Task>>(`/tasks?${query(params)}`, { signal });

export const useTasks = (params: Partial<TaskParams>) =>
  useQuery({
    queryKey: taskKeys.list(params),
    queryFn: ({ signal }) => getTasks(params, signal),
    placeholderData: keepPreviousData,
  });
