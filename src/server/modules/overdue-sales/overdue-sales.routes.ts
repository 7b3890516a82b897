import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancellationCandidatesAnswer, overdueSaleList, overdueSalesQuery } from '@shared/payments/contracts';
import { cancellationCandidatesBody } from '@shared/sales/contracts';
import { needsAllOf } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { paginateAt } from '../../platform/pagination';
import * as service from './overdue-sales.service';

/** /api/overdue-sales (the job that keeps sale statuses in step with the debt: .jobs.ts). */
export const overdueSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['overdue-sales'];

  app.get(
    '/overdue-sales',
    {
      // Spec §2: the section is behind send_cancellation_notification; the sale permission keeps the scope.
      config: needsAllOf(['send_cancellation_notification'], 'view_sales', 'view_only_own_sales'),
      schema: { tags, querystring: overdueSalesQuery, response: { 200: overdueSaleList } },
    },
    (request) => {
      const { page, perpage, ...filters } = request.query;
      const list = service.overdueList(deps, currentUser(request), filters, request.locale);
      return paginateAt(request.url, { page, perpage }, list.count, list.rows);
    },
  );

  app.post(
    '/overdue-sales',
    {
      config: needsAllOf(['send_cancellation_notification'], 'view_sales', 'view_only_own_sales'),
      schema: { tags, body: cancellationCandidatesBody, response: { 200: cancellationCandidatesAnswer } },
    },
    async (request) => ({
      updated: await service.markCancellationCandidates(
        deps,
        currentUser(request),
        request.body.sale_ids,
        auditContext(request),
      ),
    }),
  );
};
