export const agentKeys = {
  all: ['agents'] as const,
  list: (params: object) => [...agentKeys.all, 'list', params] as const,
  detail: (id: number) => [...agentKeys.all, 'detail', id] as const,
  options: (activeOnly: boolean) => [...agentKeys.all, 'options', { activeOnly }] as const,
};
