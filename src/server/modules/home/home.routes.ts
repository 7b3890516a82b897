import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayWork } from '@shared/reports/contracts';
import { needs } from '../../platform/access';
import { currentUser } from '../../platform/auth-hook';
import { limited } from '../../platform/route-limits';
import * as service from './home.service';

/**
 * The home page's "today" under its path of spec §7 (it was the reports module's), behind the
 * permissions of the lists it links to rather than view_reports.
 */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/reporting/today',
    {
      config: { ...needs('view_sales', 'view_only_own_sales', 'view_bookings'), ...limited('reports') },
      schema: { tags: ['reports'], response: { 200: todayWork } },
    },
    (request) => service.todayWork(deps, currentUser(request)),
  );
};
