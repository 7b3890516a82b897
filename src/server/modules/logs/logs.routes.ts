import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOG_ACTIONS, logList, logQuery, logTypes } from '@shared/logs/contracts';
import { needsForReading } from '../../platform/access';
import { currentUser } from '../../platform/auth-hook';
import { paginate } from '../../platform/pagination';
import * as repo from './logs.repository';

export const logsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['logs'];
  const access = needsForReading('view_all_logs', 'view_own_logs');

  app.post(
    '/logs',
    { config: access, schema: { tags, body: logQuery, response: { 200: logList } } },
    (request) => {
      const user = currentUser(request);
      const { page, perpage, ...filters } = request.body;
      // Without view_all_logs a user reads only their own entries, whatever user_id they ask for.
      const scoped = user.permissions.includes('view_all_logs') ? filters : { ...filters, user_id: user.id };
      return paginate(
        request,
        { page, perpage },
        () => repo.countLogs(deps.db, scoped),
        async (window) =>
          (await repo.listLogs(deps.db, scoped, window)).map(({ first_name, last_name, ...row }) => ({
            ...row,
            created_at: row.created_at.toISOString(),
            user_name: first_name === null ? null : `${first_name} ${last_name ?? ''}`.trim(),
          })),
      );
    },
  );

  app.get('/logs/types', { config: access, schema: { tags, response: { 200: logTypes } } }, async () => ({
    actions: [...LOG_ACTIONS],
    entity_types: await repo.entityTypes(deps.db),
  }));
};
