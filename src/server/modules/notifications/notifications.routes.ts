import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, okBody } from '@shared/errors';
import {
  markAsReadBody,
  notification,
  notificationList,
  notificationQuery,
} from '@shared/notifications/contracts';
import { ownAccount, signedIn } from '../../platform/access';
import { currentUser } from '../../platform/auth-hook';
import { HttpError } from '../../platform/errors';
import { liveStream } from '../../platform/route-limits';
import { noticeStreams } from './notice-stream';
import * as service from './notifications.service';

/** Spec §2: the manager mode is for those who may read the notification logs. */
const MANAGER_PERMISSION = 'view_notification_logs';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['notifications'];
  const serveStream = noticeStreams(app);

  app.get(
    '/notifications',
    {
      config: signedIn(),
      schema: { tags, querystring: notificationQuery, response: { 200: notificationList } },
    },
    (request) => {
      const { unread, mode = 'client', ...page } = request.query;
      const user = currentUser(request);
      if (mode === 'manager' && !user.permissions.includes(MANAGER_PERMISSION))
        throw new HttpError(403, 'errors.forbidden', { missing_permission: MANAGER_PERMISSION });
      return service.listNotifications(deps, user, page, {
        mode,
        unreadOnly: unread === 'true',
        locale: request.locale,
        url: request.url,
      });
    },
  );

  // Server-sent events: the bell's unread count, live. Signed in with the bearer token like any route,
  // so the page reads it with fetch (an EventSource cannot send the header, and a token in the URL leaks).
  app.get(
    '/notifications/stream',
    { config: { ...signedIn(), ...liveStream() }, schema: { tags, produces: ['text/event-stream'] } },
    (request, reply) => serveStream(currentUser(request), reply),
  );

  app.get(
    '/notifications/:id',
    { config: signedIn(), schema: { tags, params: idParams, response: { 200: notification } } },
    (request) => service.getNotification(deps, currentUser(request).id, request.params.id, request.locale),
  );

  app.post(
    '/mark-as-read',
    { config: ownAccount(), schema: { tags, body: markAsReadBody, response: { 200: okBody } } },
    async (request) => {
      await service.markRead(deps, currentUser(request).id, request.body.id);
      return { success: true };
    },
  );
};
