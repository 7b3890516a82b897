/** Query keys of the services feature: renovations and containers share "orders". */
export const serviceKeys = {
  all: ['services'] as const,
  types: () => ['services', 'types'] as const,
  orders: (kind: string, params: object) => ['services', 'orders', kind, params] as const,
  order: (kind: string, id: number) => ['services', 'order', kind, id] as const,
  payments: (params: object) => ['services', 'payments', params] as const,
  sales: (query: string) => ['services', 'sales', query] as const,
};

/** Filters travel in the query string; an empty one is left out. */
export const filled = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== '' && v !== undefined)) as Record<
    string,
    string | number
  >;
