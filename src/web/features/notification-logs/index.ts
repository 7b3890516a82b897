export { useNotificationLogs, type NotificationLogFilters } from './api/get-notification-logs';
export { notificationLogKeys } from './api/notification-log-keys';
export { LogDetailDialog } from './components/log-detail-dialog';
export { MessageStatusChip, MESSAGE_STATUS_COLORS } from './components/message-status-chip';
export { NotificationLogsPage } from './routes/notification-logs-page';
