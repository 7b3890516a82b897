import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, okBody } from '@shared/errors';
import {
  actualTasks,
  saveTaskBody,
  task,
  taskAssignees,
  taskList,
  taskListQuery,
  type SaveTaskBody,
} from '@shared/tasks/contracts';
import { signedIn } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { limited } from '../../platform/route-limits';
import * as service from './tasks.service';

/**
 * /api/tasks: every signed-in user's to-do list. The section follows the tasks module flag: with it off
 * nothing is registered, so every route answers 404 (and tasks.jobs.ts runs no due check).
 */
export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  if (!deps.config.modules.tasks) return;
  const tags = ['tasks'];

  app.get(
    '/tasks',
    { config: signedIn(), schema: { tags, querystring: taskListQuery, response: { 200: taskList } } },
    (request) => service.listTasks(deps, currentUser(request), request.query, request.url, request.locale),
  );

  app.get(
    '/tasks/actual',
    { config: signedIn(), schema: { tags, response: { 200: actualTasks } } },
    (request) => service.actualCount(deps, currentUser(request)),
  );

  app.get(
    '/tasks/assignees',
    { config: signedIn(), schema: { tags, response: { 200: taskAssignees } } },
    () => service.assignees(deps),
  );

  app.get(
    '/tasks/:id',
    { config: signedIn(), schema: { tags, params: idParams, response: { 200: task } } },
    (request) => service.getTask(deps, currentUser(request), request.params.id, request.locale),
  );

  app.post(
    '/tasks',
    {
      // Only a new task counts: each may ring a colleague's bell (issue 35: 50 in 0.4 s, 50 notices).
      config: { ...signedIn(), ...limited('tasks', (request) => !(request.body as SaveTaskBody).id) },
      schema: { tags, body: saveTaskBody, response: { 200: task } },
    },
    (request) =>
      service.saveTask(deps, currentUser(request), request.body, auditContext(request), request.locale),
  );

  app.delete(
    '/tasks/:id',
    { config: signedIn(), schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await service.deleteTask(deps, currentUser(request), request.params.id, auditContext(request));
      return { success: true };
    },
  );
};
