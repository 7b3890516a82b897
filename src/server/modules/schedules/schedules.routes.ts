import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleEndpoints as endpoints } from '@shared/sales/schedule-endpoints';
import { needs, needsForReading } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { serve } from '../../platform/serve';
import * as service from './schedules.service';

/** /api/getPaymentScheduler (preview), /api/sales/addPaymentSchedule and the schedule's version history. */
export const schedulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['schedules'];

  serve(
    app,
    endpoints.preview,
    { config: needsForReading('view_sales', 'view_only_own_sales', 'create_sales', 'edit_sales'), tags },
    (request) => service.preview(request.body),
  );

  serve(app, endpoints.save, { config: needs('edit_sales'), tags }, (request) =>
    service.saveSaleSchedule(deps, currentUser(request), request.body, auditContext(request)),
  );

  serve(app, endpoints.versions, { config: needs('view_sales', 'view_only_own_sales'), tags }, (request) =>
    service.scheduleVersions(deps, currentUser(request), request.params.id),
  );
};
