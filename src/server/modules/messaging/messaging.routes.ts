import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PAYMENT_NOTICE_CHANGES } from '@shared/notifications/messages';
import { messagingEndpoints as endpoints } from '@shared/notifications/messaging-endpoints';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { serve } from '../../platform/serve';
import { previewManual, sendManual, type ManualReason } from './manual-send.service';
import { setSaleNotifications } from './sale-switch.service';

/**
 * Messages to buyers: the sale page's manual sends (GET previews, POST sends) and the sale's switch for
 * the automated run (their delivery on the app's queue: messaging.jobs.ts).
 */
export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['notifications'];
  const sending = needs('send_notifications');

  const sends = [
    { preview: endpoints.previewReminder, send: endpoints.sendReminder, reason: 'reminder' },
    { preview: endpoints.previewOverdue, send: endpoints.sendOverdue, reason: 'overdue' },
  ] as const;
  for (const { preview, send, reason } of sends) {
    serve(app, preview, { config: sending, tags }, (request) =>
      previewManual(deps, currentUser(request), request.params.id, reason, {
        channels: request.query.channels ?? ['sms', 'email'],
        ...(request.query.customer_ids ? { customer_ids: request.query.customer_ids } : {}),
      }),
    );
    serve(app, send, { config: sending, tags }, (request) =>
      sendManual(deps, currentUser(request), request.params.id, reason, request.body),
    );
  }

  const paymentReason = (change: (typeof PAYMENT_NOTICE_CHANGES)[number]): ManualReason =>
    change === 'adding' ? 'payment_adding' : 'payment_change';
  serve(app, endpoints.previewPayment, { config: sending, tags }, (request) =>
    previewManual(deps, currentUser(request), request.params.id, paymentReason(request.params.change), {
      channels: request.query.channels ?? ['sms', 'email'],
      ...(request.query.customer_ids ? { customer_ids: request.query.customer_ids } : {}),
    }),
  );
  serve(app, endpoints.sendPayment, { config: sending, tags }, (request) =>
    sendManual(
      deps,
      currentUser(request),
      request.params.id,
      paymentReason(request.params.change),
      request.body,
    ),
  );

  serve(
    app,
    endpoints.setSaleSwitch,
    { config: needs('edit_sales', 'send_notifications'), tags },
    (request) =>
      setSaleNotifications(
        deps,
        currentUser(request),
        request.params.id,
        request.body.notifications_enabled,
        auditContext(request),
      ),
  );
};
