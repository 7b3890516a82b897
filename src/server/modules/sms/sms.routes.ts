import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { smsEndpoints as endpoints } from '@shared/templates/sms-endpoints';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { paginateAt } from '../../platform/pagination';
import { serve } from '../../platform/serve';
import * as service from './sms.service';

export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['sms'];

  serve(app, endpoints.send, { config: needs('send_sms'), tags }, (request) =>
    service.sendSms(deps, currentUser(request), request.body, auditContext(request), request.locale),
  );

  serve(app, endpoints.history, { config: needs('send_sms', 'view_notification_logs'), tags }, (request) => {
    const { page, perpage, sale_id } = request.query;
    const list = service.smsHistory(deps, currentUser(request), sale_id);
    return paginateAt(request.url, { page, perpage }, list.count, list.rows);
  });
};
