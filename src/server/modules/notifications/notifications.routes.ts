import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, okBody } from '@shared/errors';
import {
  markAsReadBody,
  notification,
  notificationList,
  notificationQuery,
} from '@shared/notifications/contracts';
import { signedIn } from '../../platform/access';
import { currentUser } from '../../platform/auth-hook';
import * as service from './notifications.service';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['notifications'];

  app.get(
    '/notifications',
    {
      config: signedIn(),
      schema: { tags, querystring: notificationQuery, response: { 200: notificationList } },
    },
    (request) => {
      const { unread, ...page } = request.query;
      const userId = currentUser(request).id;
      return service.listNotifications(deps, userId, page, unread === 'true', request.url);
    },
  );

  app.get(
    '/notifications/:id',
    { config: signedIn(), schema: { tags, params: idParams, response: { 200: notification } } },
    (request) => service.getNotification(deps, currentUser(request).id, request.params.id),
  );

  app.post(
    '/mark-as-read',
    { config: signedIn(), schema: { tags, body: markAsReadBody, response: { 200: okBody } } },
    async (request) => {
      await service.markRead(deps, currentUser(request).id, request.body.id);
      return { success: true };
    },
  );
};
