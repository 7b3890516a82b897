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
