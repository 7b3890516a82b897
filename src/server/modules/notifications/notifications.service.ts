import sanitizeHtml from 'sanitize-html';
import type { Notification } from '@shared/notifications/contracts';
import type { PageQuery } from '@shared/pagination';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { paginateAt } from '../../platform/pagination';
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

/** One page of the user's notifications (only the unread ones when asked), with how many are unread. */
export async function listNotifications(
  deps: AppDeps,
  userId: number,
  page: PageQuery,
  unreadOnly: boolean,
  url: string,
) {
  const list = await paginateAt(
    url,
    page,
    () => repo.countNotifications(deps.db, userId, unreadOnly),
    async (window) => (await repo.listNotifications(deps.db, userId, unreadOnly, window)).map(view),
  );
  return { ...list, unread_count: await repo.countNotifications(deps.db, userId, true) };
}

export async function getNotification(deps: AppDeps, userId: number, id: number): Promise<Notification> {
  const row = await repo.findNotification(deps.db, userId, id);
  if (!row) throw notFound();
  return view(row);
}

/** Marks one of the user's notifications read, or all of them. */
export async function markRead(deps: AppDeps, userId: number, id: number | 'all'): Promise<void> {
  if (id !== 'all' && !(await repo.findNotification(deps.db, userId, id))) throw notFound();
  await repo.markRead(deps.db, userId, id);
}
