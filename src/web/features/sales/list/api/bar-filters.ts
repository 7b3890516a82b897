import type { QueryValue } from '../../../../lib/api/query-string';
import { SALE_FILTER_DEFAULTS, type BarField, type SaleListFilters } from './sale-list-filters';

/** The common filters only (overdue and trashed sales), with the same URL keys as the sales list. */
export const BAR_FILTER_DEFAULTS = {
  contract_no: SALE_FILTER_DEFAULTS.contract_no,
  property_num: SALE_FILTER_DEFAULTS.property_num,
  building_ids: [] as string[],
  sale_statuses: [] as string[],
  payment_ccy: SALE_FILTER_DEFAULTS.payment_ccy,
  overdue: false as boolean,
} satisfies Pick<SaleListFilters, BarField>;

export type BarFilters = typeof BAR_FILTER_DEFAULTS;

/** The shown bar filters as the API reads them. */
export function barQuery(filters: BarFilters, shown: readonly BarField[]): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const field of shown) {
    const value = filters[field];
    query[field] = typeof value === 'boolean' ? (value ? 'true' : undefined) : value;
  }
  return query;
}
