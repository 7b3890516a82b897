import { recordId } from '@shared/validation/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuery, paginated } from '@shared/pagination';
import { sendSmsBody, smsResult } from '@shared/templates/contracts';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { paginateAt } from '../../platform/pagination';
import * as service from './sms.service';

const historyQuery = pageQuery.extend({
  sale_id: recordId.optional(),
});

export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['sms'];

  app.post(
    '/sms',
    { config: needs('send_sms'), schema: { tags, body: sendSmsBody, response: { 200: smsResult } } },
    (request) =>
      service.sendSms(deps, currentUser(request), request.body, auditContext(request), request.locale),
  );

  app.get(
    '/sms',
    {
      config: needs('send_sms', 'view_notification_logs'),
      schema: { tags, querystring: historyQuery, response: { 200: paginated(service.smsRow) } },
    },
    (request) => {
      const { page, perpage, sale_id } = request.query;
      const list = service.smsHistory(deps, currentUser(request), sale_id);
      return paginateAt(request.url, { page, perpage }, list.count, list.rows);
    },
  );
};
