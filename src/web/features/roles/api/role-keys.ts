export const roleKeys = {
  list: ['roles', 'list'] as const,
  permissions: ['roles', 'permissions'] as const,
};
