export const logKeys = {
  list: (params: object) => ['logs', 'list', params] as const,
  types: ['logs', 'types'] as const,
};
