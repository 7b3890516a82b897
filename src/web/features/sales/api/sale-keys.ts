import type { QueryValue } from '../../../app/api/query-string';

type SaleQuery = Record<string, QueryValue>;

const all = ['sales'] as const;

/**
 * Every sales query key, all under ['sales'], so invalidating `saleKeys.all` after any change to a sale
 * (a payment, a status) refreshes the lists, totals and the sale itself.
 */
export const saleKeys = {
  all,
  list: (query: SaleQuery) => [...all, 'list', query] as const,
  totals: (query: SaleQuery) => [...all, 'totals', query] as const,
  overdue: (query: SaleQuery) => [...all, 'overdue', query] as const,
  trashed: (query: SaleQuery) => [...all, 'trashed', query] as const,
  trashedDetail: (id: number) => [...all, 'trashed-detail', id] as const,
  detail: (id: number) => [...all, 'detail', id] as const,
  scheduleVersions: (id: number) => [...saleKeys.detail(id), 'schedule-versions'] as const,
  history: (id: number) => [...saleKeys.detail(id), 'history'] as const,
  responsibleUsers: () => [...all, 'responsible-users'] as const,
  paymentTypes: (language: string) => [...all, 'payment-types', language] as const,
};
