import type { TaskParams } from './get-tasks';

/** Every tasks query key, under one root: a change to any task refreshes lists, the counter and the card. */
export const taskKeys = {
  all: ['tasks'] as const,
  list: (params: Partial<TaskParams>) => [...taskKeys.all, 'list', params] as const,
  detail: (id: number) => [...taskKeys.all, 'detail', id] as const,
  actual: () => [...taskKeys.all, 'actual'] as const,
  assignees: () => [...taskKeys.all, 'assignees'] as const,
};
