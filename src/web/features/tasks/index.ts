export { MyTasksCard } from './components/my-tasks-card';
export { RecordTasks } from './components/record-tasks';
export { TasksCounter } from './components/tasks-counter';
export { taskKeys } from './api/task-keys';

/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  TasksPage: () => import('./routes/tasks-page').then((m) => m.TasksPage),
};
