import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeEndpoints as endpoints } from '@shared/reports/home-endpoints';
import { needs } from '../../platform/access';
import { currentUser } from '../../platform/auth-hook';
import { limited } from '../../platform/route-limits';
import { serve } from '../../platform/serve';
import * as service from './home.service';

/**
 * The home page's "today" under its path of spec §7 (it was the reports module's), behind the
 * permissions of the lists it links to rather than view_reports.
 */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  serve(
    app,
    endpoints.today,
    {
      config: { ...needs('view_sales', 'view_only_own_sales', 'view_bookings'), ...limited('reports') },
      tags: ['reports'],
    },
    (request) => service.todayWork(deps, currentUser(request)),
  );
};
