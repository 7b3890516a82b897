import { z } from 'zod';
import { pageQuery, paginated } from '../pagination';
import { bodyRecordId } from '../validation/ids';

/** What a bell notice is about; its text is the catalogue entry `notice.<kind>` in the reader's language. */
export const NOTICE_KINDS = [
  'payment_added',
  'sale_overdue',
  'sale_cancellation_candidate',
  'booking_expires_tomorrow',
  'booking_expired',
  'message_failed',
  'task_assigned',
  'task_due',
  'ticket_assigned',
  'ticket_reply',
  'ticket_late',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const notification = z.object({
  id: z.number(),
  created_at: z.string(),
  /** Sanitized HTML: a kind's text rendered in the request's language, or the text as written. */
  text: z.string(),
  unread: z.boolean(),
  /** Null for a notice written out as text (before kinds existed). */
  kind: z.enum(NOTICE_KINDS).nullable(),
  /** The web app's path of the record the notice is about (`/sales/12`), or null. */
  link: z.string().nullable(),
  /** The manager mode only: whom the notice was for. */
  recipient_name: z.string().optional(),
});
export type Notification = z.infer<typeof notification>;

export const NOTIFICATION_MODES = ['client', 'manager'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

export const notificationList = paginated(notification).extend({ unread_count: z.number() });
export const notificationQuery = pageQuery.extend({
  unread: z.enum(['true', 'false']).optional(),
  /** client (default): the user's own notices; manager: staff notices about the user's complexes. */
  mode: z.enum(NOTIFICATION_MODES).optional(),
});
export const markAsReadBody = z.object({
  id: z.union([bodyRecordId, z.literal('all')]),
});

/** An event of GET /api/notifications/stream: the user's unread count, on connect and after each notice. */
export const noticeStreamEvent = z.object({ unread_count: z.number() });
export type NoticeStreamEvent = z.infer<typeof noticeStreamEvent>;
