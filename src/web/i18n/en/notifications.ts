import type { notifications as ka } from '../ka/notifications';
import type { Translation } from '../translation';

export const notifications: Translation<typeof ka> = {
  title: 'Notifications',
  bell_label: 'Notifications, unread: {{count}}',
  manager_title: 'Staff notifications',
  open: 'Open',
  mark_read: 'Mark as read',
  mark_all_read: 'Mark all as read',
  view_all: 'All notifications',
  no_unread: 'You have no unread notifications',
  only_unread: 'Unread only',
  status: { read: 'Read', unread: 'Unread' },
  fields: { created_at: 'Date', recipient: 'Recipient', text: 'Notification', status: 'Status' },
};
