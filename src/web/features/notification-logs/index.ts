export { useNotificationLogs, type NotificationLogFilters } from './api/get-notification-logs';
export { notificationLogKeys } from './api/notification-log-keys';
export { LogDetailDialog } from './components/log-detail-dialog';
export { MessageStatusChip, MESSAGE_STATUS_COLORS } from './components/message-status-chip';

/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  NotificationLogsPage: () => import('./routes/notification-logs-page').then((m) => m.NotificationLogsPage),
};
