import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overdueSaleEndpoints as endpoints } from '@shared/sales/overdue-sale-endpoints';
import { needsAllOf } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { paginateAt } from '../../platform/pagination';
import { serve } from '../../platform/serve';
import * as service from './overdue-sales.service';

/** /api/overdue-sales (the job that keeps sale statuses in step with the debt: .jobs.ts). */
export const overdueSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['overdue-sales'];
  // Spec §2: the section is behind send_cancellation_notification; the sale permission keeps the scope.
  const access = needsAllOf(['send_cancellation_notification'], 'view_sales', 'view_only_own_sales');

  serve(app, endpoints.list, { config: access, tags }, (request) => {
    const { page, perpage, ...filters } = request.query;
    const list = service.overdueList(deps, currentUser(request), filters, request.locale);
    return paginateAt(request.url, { page, perpage }, list.count, list.rows);
  });

  serve(app, endpoints.markCancellationCandidates, { config: access, tags }, async (request) => ({
    updated: await service.markCancellationCandidates(
      deps,
      currentUser(request),
      request.body.sale_ids,
      auditContext(request),
    ),
  }));
};
