import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logList, logQuery, logTypes } from '@shared/logs/contracts';
import { needsForReading } from '../../platform/access';
import { currentUser } from '../../platform/auth-hook';
import * as service from './logs.service';

export const logsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['logs'];
  const access = needsForReading('view_all_logs', 'view_own_logs');

  app.post(
    '/logs',
    { config: access, schema: { tags, body: logQuery, response: { 200: logList } } },
    (request) => service.listLogs(deps, currentUser(request), request.body, request.url),
  );

  app.get('/logs/types', { config: access, schema: { tags, response: { 200: logTypes } } }, () =>
    service.logTypes(deps),
  );
};
