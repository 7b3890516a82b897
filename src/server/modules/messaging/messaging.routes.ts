import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@shared/errors';
import {
  manualPreviewQuery,
  manualSendBody,
  manualSendResult,
  messagePreviews,
  PAYMENT_NOTICE_CHANGES,
  saleNotificationsSwitch,
} from '@shared/notifications/messages';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { previewManual, sendManual, type ManualReason } from './manual-send.service';
import { setSaleNotifications } from './sale-switch.service';

const paymentParams = idParams.extend({ change: z.enum(PAYMENT_NOTICE_CHANGES) });

/**
 * Messages to buyers: the sale page's manual sends (GET previews, POST sends) and the sale's switch for
 * the automated run (their delivery on the app's queue: messaging.jobs.ts).
 */
export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['notifications'];
  const sending = needs('send_notifications');

  const sends: { path: string; reason: ManualReason }[] = [
    { path: '/sales/:id/reminder-notification', reason: 'reminder' },
    { path: '/sales/:id/overdue-notification', reason: 'overdue' },
  ];
  for (const { path, reason } of sends) {
    app.get(
      path,
      {
        config: sending,
        schema: {
          tags,
          params: idParams,
          querystring: manualPreviewQuery,
          response: { 200: messagePreviews },
        },
      },
      (request) =>
        previewManual(deps, currentUser(request), request.params.id, reason, {
          channels: request.query.channels ?? ['sms', 'email'],
          ...(request.query.customer_ids ? { customer_ids: request.query.customer_ids } : {}),
        }),
    );
    app.post(
      path,
      {
        config: sending,
        schema: { tags, params: idParams, body: manualSendBody, response: { 200: manualSendResult } },
      },
      (request) => sendManual(deps, currentUser(request), request.params.id, reason, request.body),
    );
  }

  const paymentReason = (change: (typeof PAYMENT_NOTICE_CHANGES)[number]): ManualReason =>
    change === 'adding' ? 'payment_adding' : 'payment_change';
  app.get(
    '/sales/:id/payment-notification/:change',
    {
      config: sending,
      schema: {
        tags,
        params: paymentParams,
        querystring: manualPreviewQuery,
        response: { 200: messagePreviews },
      },
    },
    (request) =>
      previewManual(deps, currentUser(request), request.params.id, paymentReason(request.params.change), {
        channels: request.query.channels ?? ['sms', 'email'],
        ...(request.query.customer_ids ? { customer_ids: request.query.customer_ids } : {}),
      }),
  );
  app.post(
    '/sales/:id/payment-notification/:change',
    {
      config: sending,
      schema: { tags, params: paymentParams, body: manualSendBody, response: { 200: manualSendResult } },
    },
    (request) =>
      sendManual(
        deps,
        currentUser(request),
        request.params.id,
        paymentReason(request.params.change),
        request.body,
      ),
  );

  app.put(
    '/sales/:id/notifications',
    {
      config: needs('edit_sales', 'send_notifications'),
      schema: {
        tags,
        params: idParams,
        body: saleNotificationsSwitch,
        response: { 200: saleNotificationsSwitch },
      },
    },
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
