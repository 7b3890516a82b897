/** Every notification-rules query key, under one root. */
export const ruleKeys = {
  all: ['notification-rules'] as const,
  list: () => [...ruleKeys.all, 'list'] as const,
};
