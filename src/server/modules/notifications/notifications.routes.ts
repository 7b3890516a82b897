import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationEndpoints as endpoints } from '@shared/notifications/notification-endpoints';
import { ownAccount, signedIn } from '../../platform/access';
import { currentUser } from '../../platform/auth-hook';
import { HttpError } from '../../platform/errors';
import { liveStream } from '../../platform/route-limits';
import { serve } from '../../platform/serve';
import { noticeStreams } from './notice-stream';
import * as service from './notifications.service';

/** Spec §2: the manager mode is for those who may read the notification logs. */
const MANAGER_PERMISSION = 'view_notification_logs';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['notifications'];
  const serveStream = noticeStreams(app);

  serve(app, endpoints.list, { config: signedIn(), tags }, (request) => {
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
  });

  // Server-sent events: the bell's unread count, live. Signed in with the bearer token like any route,
  // so the page reads it with fetch (an EventSource cannot send the header, and a token in the URL leaks).
  serve(app, endpoints.stream, { config: { ...signedIn(), ...liveStream() }, tags }, (request, reply) =>
    serveStream(currentUser(request), reply),
  );

  serve(app, endpoints.get, { config: signedIn(), tags }, (request) =>
    service.getNotification(deps, currentUser(request).id, request.params.id, request.locale),
  );

  serve(app, endpoints.markAsRead, { config: ownAccount(), tags }, async (request) => {
    await service.markRead(deps, currentUser(request).id, request.body.id);
    return { success: true };
  });
};
