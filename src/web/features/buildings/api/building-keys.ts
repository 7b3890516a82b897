/** Every cache entry of the complexes: a mutation invalidates `all`, a reader picks its entry. */
export const buildingKeys = {
  all: ['buildings'] as const,
  list: (search: string) => [...buildingKeys.all, 'list', { search }] as const,
  detail: (id: number) => [...buildingKeys.all, 'detail', id] as const,
};
