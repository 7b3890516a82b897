import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SaveTaskBody } from '@shared/tasks/contracts';
import { taskEndpoints as endpoints } from '@shared/tasks/endpoints';
import { signedIn } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { limited } from '../../platform/route-limits';
import { serve } from '../../platform/serve';
import * as service from './tasks.service';

/**
 * /api/tasks: every signed-in user's to-do list. The section follows the tasks module flag: with it off
 * nothing is registered, so every route answers 404 (and tasks.jobs.ts runs no due check).
 */
export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  if (!deps.config.modules.tasks) return;
  const tags = ['tasks'];

  serve(app, endpoints.list, { config: signedIn(), tags }, (request) =>
    service.listTasks(deps, currentUser(request), request.query, request.url, request.locale),
  );

  serve(app, endpoints.actual, { config: signedIn(), tags }, (request) =>
    service.actualCount(deps, currentUser(request)),
  );

  serve(app, endpoints.assignees, { config: signedIn(), tags }, () => service.assignees(deps));

  serve(app, endpoints.get, { config: signedIn(), tags }, (request) =>
    service.getTask(deps, currentUser(request), request.params.id, request.locale),
  );

  serve(
    app,
    endpoints.save,
    // Only a new task counts: each may ring a colleague's bell (issue 35: 50 in 0.4 s, 50 notices).
    { config: { ...signedIn(), ...limited('tasks', (request) => !(request.body as SaveTaskBody).id) }, tags },
    (request) =>
      service.saveTask(deps, currentUser(request), request.body, auditContext(request), request.locale),
  );

  serve(app, endpoints.remove, { config: signedIn(), tags }, async (request) => {
    await service.deleteTask(deps, currentUser(request), request.params.id, auditContext(request));
    return { success: true };
  });
};
