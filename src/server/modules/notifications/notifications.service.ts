import sanitizeHtml from 'sanitize-html';
import type { Locale } from '@shared/i18n/locales';
import type { Notification, NotificationMode } from '@shared/notifications/contracts';
import type { PageQuery } from '@shared/pagination';
import type { AuthUser } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { paginateAt } from '../../platform/pagination';
import { isNoticeKind, noticeLink, noticeText } from './notice-text';
import * as repo from './notifications.repository';

const SAFE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'a', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
};

/** A notice as read: a kind's text rendered in the reader's language, an old row's text as written. */
const view = (row: repo.NotificationRow, locale: Locale): Notification => {
  const kind = isNoticeKind(row.kind) ? row.kind : null;
  const text = kind ? noticeText(kind, row.params ?? {}, locale) : row.text;
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    text: sanitizeHtml(text, SAFE_HTML),
    unread: row.read_at === null,
    kind,
    link: noticeLink(row),
  };
};

export type ListOptions = { mode: NotificationMode; unreadOnly: boolean; locale: Locale; url: string };

/**
 * One page of notices with the user's own unread count: the user's own (client mode), or the staff
 * notices about the complexes the user may see, with whom each was for (manager mode).
 */
export async function listNotifications(
  deps: AppDeps,
  user: AuthUser,
  page: PageQuery,
  options: ListOptions,
) {
  const { unreadOnly, locale } = options;
  const list =
    options.mode === 'manager'
      ? await paginateAt(
          options.url,
          page,
          () => repo.countManagerNotifications(deps.db, user, unreadOnly),
          async (window) =>
            (await repo.listManagerNotifications(deps.db, user, unreadOnly, window)).map((row) => ({
              ...view(row.notice, locale),
              recipient_name: `${row.first_name} ${row.last_name}`.trim(),
            })),
        )
      : await paginateAt(
          options.url,
          page,
          () => repo.countNotifications(deps.db, user.id, unreadOnly),
          async (window) =>
            (await repo.listNotifications(deps.db, user.id, unreadOnly, window)).map((row) =>
              view(row, locale),
            ),
        );
  return { ...list, unread_count: await unreadCount(deps, user.id) };
}

export const unreadCount = (deps: Pick<AppDeps, 'db'>, userId: number) =>
  repo.countNotifications(deps.db, userId, true);

export async function getNotification(
  deps: AppDeps,
  userId: number,
  id: number,
  locale: Locale,
): Promise<Notification> {
  const row = await repo.findNotification(deps.db, userId, id);
  if (!row) throw notFound();
  return view(row, locale);
}

/** Marks one of the user's notifications read, or all of them. */
export async function markRead(deps: AppDeps, userId: number, id: number | 'all'): Promise<void> {
  if (id !== 'all' && !(await repo.findNotification(deps.db, userId, id))) throw notFound();
  await repo.markRead(deps.db, userId, id);
}
