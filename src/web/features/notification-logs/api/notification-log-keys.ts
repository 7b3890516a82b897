export const notificationLogKeys = {
  all: ['notification-logs'] as const,
  list: (params: object) => ['notification-logs', 'list', params] as const,
};
