import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import { actualTasks, saveTaskBody, task, taskAssignees, taskList, taskListQuery } from './contracts';

export const taskEndpoints = {
  list: endpoint({ method: 'GET', path: '/tasks', query: taskListQuery, answer: taskList }),
  /** How many of the user's open tasks are due today or earlier. */
  actual: endpoint({ method: 'GET', path: '/tasks/actual', answer: actualTasks }),
  /** The active employees a task can be given to. */
  assignees: endpoint({ method: 'GET', path: '/tasks/assignees', answer: taskAssignees }),
  get: endpoint({ method: 'GET', path: '/tasks/:id', params: idParams, answer: task }),
  /** One call creates (no id) or updates (with id). */
  save: endpoint({ method: 'POST', path: '/tasks', body: saveTaskBody, answer: task }),
  remove: endpoint({ method: 'DELETE', path: '/tasks/:id', params: idParams, answer: okBody }),
};
