import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@shared/errors';
import { savedSchedule } from '@shared/payments/contracts';
import {
  saveScheduleBody,
  schedulePreview,
  schedulePreviewBody,
  scheduleVersion,
} from '@shared/sales/contracts';
import { needs, needsForReading } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import * as service from './schedules.service';

/** /api/getPaymentScheduler (preview), /api/sales/addPaymentSchedule and the schedule's version history. */
export const schedulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['schedules'];

  app.post(
    '/getPaymentScheduler',
    {
      config: needsForReading('view_sales', 'view_only_own_sales', 'create_sales', 'edit_sales'),
      schema: { tags, body: schedulePreviewBody, response: { 200: schedulePreview } },
    },
    (request) => service.preview(request.body),
  );

  app.post(
    '/sales/addPaymentSchedule',
    {
      config: needs('edit_sales'),
      schema: { tags, body: saveScheduleBody, response: { 200: savedSchedule } },
    },
    (request) => service.saveSaleSchedule(deps, currentUser(request), request.body, auditContext(request)),
  );

  app.get(
    '/sales/:id/schedule-versions',
    {
      config: needs('view_sales', 'view_only_own_sales'),
      schema: { tags, params: idParams, response: { 200: z.array(scheduleVersion) } },
    },
    (request) => service.scheduleVersions(deps, currentUser(request), request.params.id),
  );
};
