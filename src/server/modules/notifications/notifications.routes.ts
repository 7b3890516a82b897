import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sanitizeHtml from 'sanitize-html';
import { idParams, okBody } from '@shared/errors';
import {
  markAsReadBody,
  notification,
  notificationList,
  notificationQuery,
  type Notification,
} from '@shared/notifications/contracts';
import { signedIn } from '../../platform/access';
import { currentUser } from '../../platform/auth-hook';
import { notFound } from '../../platform/errors';
import { paginate } from '../../platform/pagination';
import * as repo from './notifications.repository';

const SAFE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'a', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
};

const view = (row: Awaited<ReturnType<typeof repo.findNotification>> & object): Notification => ({
  id: row.id,
  created_at: row.created_at.toISOString(),
  text: sanitizeHtml(row.text, SAFE_HTML),
  unread: row.read_at === null,
});

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['notifications'];

  app.get(
    '/notifications',
    {
      config: signedIn(),
      schema: { tags, querystring: notificationQuery, response: { 200: notificationList } },
    },
    async (request) => {
      const user = currentUser(request);
      const { unread, ...page } = request.query;
      const unreadOnly = unread === 'true';
      const list = await paginate(
        request,
        page,
        () => repo.countNotifications(deps.db, user.id, unreadOnly),
        async (window) => (await repo.listNotifications(deps.db, user.id, unreadOnly, window)).map(view),
      );
      return { ...list, unread_count: await repo.countNotifications(deps.db, user.id, true) };
    },
  );

  app.get(
    '/notifications/:id',
    { config: signedIn(), schema: { tags, params: idParams, response: { 200: notification } } },
    async (request) => {
      const row = await repo.findNotification(deps.db, currentUser(request).id, request.params.id);
      if (!row) throw notFound();
      return view(row);
    },
  );

  app.post(
    '/mark-as-read',
    { config: signedIn(), schema: { tags, body: markAsReadBody, response: { 200: okBody } } },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.body;
      if (id !== 'all' && !(await repo.findNotification(deps.db, user.id, id))) throw notFound();
      await repo.markRead(deps.db, user.id, id);
      return { success: true };
    },
  );
};
