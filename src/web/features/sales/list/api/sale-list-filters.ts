import { DEFAULT_PAYMENT_PERCENT, type SaleFilters } from '@shared/sales/contracts';
import type { QueryValue } from '../../../../lib/api/query-string';
import type { FilterValue, WidenFilters } from '../../../../components/data-table/list-params';

/**
 * Every filter of GET /api/sales (`saleFilters`) as the URL keeps it: '' = not set, lists as repeated keys,
 * yes/no filters as 'true' / 'false' / ''. `satisfies` makes a filter added to the contract a type error here.
 */
export const SALE_FILTER_DEFAULTS = {
  id: '',
  contract_no: '',
  property_num: '',
  building_ids: [] as string[],
  customer_id: '',
  customer_country: '',
  customer_citizen: '',
  agent_id: '',
  payment_ccy: '',
  sale_statuses: [] as string[],
  renovation_statuses: [] as string[],
  contract_type: '',
  block: '',
  contract_start_date_from: '',
  contract_start_date_to: '',
  first_installment_date_from: '',
  first_installment_date_to: '',
  due_from: '',
  due_to: '',
  adding_date_from: '',
  adding_date_to: '',
  info_source: '',
  property_state: '',
  property_type: '',
  has_payments: '',
  payment_percent: DEFAULT_PAYMENT_PERCENT as number,
  has_docs: '',
  contract_lang: '',
  with_multiple_properties: '',
  customer_birth_date: '',
  customer_has_phone: '',
  customer_has_email: '',
  cancellation_candidate: '',
  overdue: false as boolean,
  user_id: '',
  is_signed: '',
} satisfies Record<keyof SaleFilters, FilterValue>;

export type SaleListFilters = WidenFilters<typeof SALE_FILTER_DEFAULTS>;

/** The list's URL state: the filters and the sort (page and perpage are useListParams' own). */
export const SALE_LIST_DEFAULTS = { ...SALE_FILTER_DEFAULTS, sort: '', direction: '' };
export type SaleListState = WidenFilters<typeof SALE_LIST_DEFAULTS>;

/** Filters the compact bar shows; the rest live in the "all filters" drawer. */
export const BAR_FILTERS = [
  'contract_no',
  'property_num',
  'building_ids',
  'sale_statuses',
  'payment_ccy',
  'overdue',
] as const satisfies readonly (keyof SaleListFilters)[];

export type BarField = (typeof BAR_FILTERS)[number];

const isSet = (value: FilterValue, fallback: FilterValue) =>
  Array.isArray(value) ? value.length > 0 : value !== fallback && value !== '';

const filterKeys = Object.keys(SALE_FILTER_DEFAULTS) as (keyof SaleListFilters)[];

/** How many of the drawer's filters are set: the badge on the "all filters" button. */
export function drawerFilterCount(filters: SaleListFilters): number {
  return filterKeys.filter(
    (key) =>
      !(BAR_FILTERS as readonly string[]).includes(key) &&
      // payment_percent only counts as part of has_payments=below_percent.
      key !== 'payment_percent' &&
      isSet(filters[key], SALE_FILTER_DEFAULTS[key]),
  ).length;
}

export function anyFilterSet(filters: SaleListFilters): boolean {
  return filterKeys.some(
    (key) => key !== 'payment_percent' && isSet(filters[key], SALE_FILTER_DEFAULTS[key]),
  );
}

/** The filters as the API reads them: unset ones left out, the overdue toggle only when on. */
export function toSaleQuery(filters: SaleListFilters): Record<string, QueryValue> {
  const { overdue, payment_percent, has_payments, ...rest } = filters;
  return {
    ...rest,
    has_payments,
    payment_percent: has_payments === 'below_percent' ? payment_percent : undefined,
    overdue: overdue ? 'true' : undefined,
  };
}

/** Only the filter keys of a wider state (the list's URL state also holds the sort). */
export function pickFilters(state: SaleListState): SaleListFilters {
  return Object.fromEntries(
    Object.keys(SALE_FILTER_DEFAULTS).map((key) => [key, state[key as keyof SaleListFilters]]),
  ) as SaleListFilters;
}
