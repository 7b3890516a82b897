import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationLogEndpoints as endpoints } from '@shared/notifications/notification-log-endpoints';
import { needs, needsForReading } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { serve } from '../../platform/serve';
import { XLSX_MIME } from '../../platform/sheets';
import { limited } from '../../platform/route-limits';
import * as service from './notification-logs.service';
import { writeLogSheet } from './notification-logs.sheet';

/**
 * The notification log: view_notification_logs or send_notifications (a sales manager on the sale page)
 * opens it; either reads, exports, comments on and resends only the messages of the sales the user may see
 * (their complexes, their own sales when own-only; anything else is not found).
 */
export const notificationLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['notification-logs'];
  const readers = ['view_notification_logs', 'send_notifications'] as const;

  serve(app, endpoints.list, { config: needsForReading(...readers), tags }, (request) =>
    service.listLogs(deps, currentUser(request), request.body, request.url, request.locale),
  );

  serve(
    app,
    endpoints.exportFile,
    { config: { ...needsForReading(...readers), ...limited('exports') }, tags },
    async (request, reply) => {
      const { page: _, perpage: __, ...filters } = request.body;
      const rows = await service.exportLogs(deps, currentUser(request), filters, request.locale);
      return reply
        .header('Content-Type', XLSX_MIME)
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', 'attachment; filename="notification-logs.xlsx"')
        .send(await writeLogSheet(rows, request.locale));
    },
  );

  serve(app, endpoints.comment, { config: needs(...readers), tags }, (request) =>
    service.addComment(
      deps,
      currentUser(request),
      request.params.id,
      request.body,
      auditContext(request),
      request.locale,
    ),
  );

  serve(app, endpoints.resend, { config: needs('send_notifications'), tags }, (request) =>
    service.resend(deps, currentUser(request), request.params.id, auditContext(request), request.locale),
  );
};
