export const notificationKeys = {
  all: ['notifications'] as const,
  list: (params: object) => [...notificationKeys.all, params] as const,
};
