import { isPeriodPreset, type PeriodPreset } from '@shared/dates/date-formats';
import { MONEY_VIEWS, REPORT_KINDS, type MoneyView, type ReportKind } from '@shared/reports/contracts';

/** The shared filter of the reports as the URL keeps it ('' is "not set"). */
export type ReportFilterState = {
  period: PeriodPreset | '';
  date_from: string;
  date_to: string;
  building_ids: string;
  responsible_user_ids: string;
  sale_statuses: string;
  money_view: MoneyView;
};

export const DEFAULT_FILTER: ReportFilterState = {
  period: 'last_year',
  date_from: '',
  date_to: '',
  building_ids: '',
  responsible_user_ids: '',
  sale_statuses: '',
  money_view: 'original',
};

const FILTER_KEYS = Object.keys(DEFAULT_FILTER) as (keyof ReportFilterState)[];

/** Reads the filter from the address; anything unknown falls back to the default. */
export function readFilter(params: URLSearchParams): ReportFilterState {
  const period = params.get('period');
  const view = params.get('money_view');
  const custom = params.has('date_from') || params.has('date_to');
  return {
    period: isPeriodPreset(period) ? period : custom || period === '' ? '' : DEFAULT_FILTER.period,
    date_from: params.get('date_from') ?? '',
    date_to: params.get('date_to') ?? '',
    building_ids: params.get('building_ids') ?? '',
    responsible_user_ids: params.get('responsible_user_ids') ?? '',
    sale_statuses: params.get('sale_statuses') ?? '',
    money_view: (MONEY_VIEWS as readonly string[]).includes(view ?? '') ? (view as MoneyView) : 'original',
  };
}

/** Writes the filter into the address, leaving the other parameters (the tab) as they are. */
export function writeFilter(params: URLSearchParams, filter: ReportFilterState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value === DEFAULT_FILTER[key] && key !== 'period') next.delete(key);
    else next.set(key, value);
  }
  if (filter.period === DEFAULT_FILTER.period) next.delete('period');
  return next;
}

/** The request body: a preset period or the dates, and only the filters that are set. */
export function filterBody(filter: ReportFilterState) {
  const ids = (text: string) => text.split(',').filter(Boolean);
  return {
    ...(filter.period ? { period: filter.period } : {}),
    ...(!filter.period && filter.date_from ? { date_from: filter.date_from } : {}),
    ...(!filter.period && filter.date_to ? { date_to: filter.date_to } : {}),
    ...(filter.building_ids ? { building_ids: ids(filter.building_ids).map(Number) } : {}),
    ...(filter.responsible_user_ids
      ? { responsible_user_ids: ids(filter.responsible_user_ids).map(Number) }
      : {}),
    ...(filter.sale_statuses ? { sale_statuses: ids(filter.sale_statuses) } : {}),
    money_view: filter.money_view,
  };
}

export const readTab = (params: URLSearchParams): ReportKind => {
  const tab = params.get('tab');
  return (REPORT_KINDS as readonly string[]).includes(tab ?? '') ? (tab as ReportKind) : 'overview';
};
