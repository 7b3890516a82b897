import { z } from 'zod';
import { pageQuery, paginated } from '../pagination';

export const notification = z.object({
  id: z.number(),
  created_at: z.string(),
  text: z.string(),
  unread: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

export const notificationList = paginated(notification).extend({ unread_count: z.number() });
export const notificationQuery = pageQuery.extend({ unread: z.enum(['true', 'false']).optional() });
export const markAsReadBody = z.object({ id: z.union([z.number().int().positive(), z.literal('all')]) });

/** What a bell notice is about; its text is the catalogue entry `notice.<kind>` in the reader's language. */
export const NOTICE_KINDS = [
  'payment_added',
  'sale_overdue',
  'sale_cancellation_candidate',
  'booking_expires_tomorrow',
  'booking_expired',
  'message_failed',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
