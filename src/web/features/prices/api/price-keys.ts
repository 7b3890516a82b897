export const priceKeys = {
  all: ['prices'] as const,
  lists: ['prices', 'list'] as const,
  list: (filters: object) => [...priceKeys.lists, filters] as const,
  detail: (id: number) => [...priceKeys.all, 'detail', id] as const,
};
