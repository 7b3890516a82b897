export const barterKeys = {
  all: ['barter'] as const,
  list: (params: object) => [...barterKeys.all, 'list', params] as const,
  detail: (id: number) => [...barterKeys.all, 'detail', id] as const,
  vehicleBrands: ['vehicles', 'brands'] as const,
};
