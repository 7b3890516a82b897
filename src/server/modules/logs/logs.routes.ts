import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logEndpoints as endpoints } from '@shared/logs/endpoints';
import { needsForReading } from '../../platform/access';
import { currentUser } from '../../platform/auth-hook';
import { serve } from '../../platform/serve';
import * as service from './logs.service';

export const logsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['logs'];
  const access = needsForReading('view_all_logs', 'view_own_logs');

  serve(app, endpoints.list, { config: access, tags }, (request) =>
    service.listLogs(deps, currentUser(request), request.body, request.url),
  );

  serve(app, endpoints.types, { config: access, tags }, () => service.logTypes(deps));
};
