import type { SQL } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locales';
import { translate } from '@shared/i18n/messages';
import { fromMinor, toMinor } from '@shared/money/money';
import { PROPERTY_TYPE_TITLES, type PropertyType } from '@shared/properties/enums';
import {
  reportRange,
  SCREEN_ROW_LIMIT,
  type BookingsReport,
  type FinanceReport,
  type InstalmentReport,
  type ManagerReport,
  type MonthlyReport,
  type OverviewReport,
  type PaymentsReport,
  type PieReport,
  type ReportFilter,
  type RevenueReport,
  type SalesRegisterReport,
  type YearsRange,
} from '@shared/reports/contracts';
import { periodErrors } from '@shared/validation/periods';
import type { AppDeps } from '../../platform/deps';
import { todayOf } from '../../platform/clock';
import { ValidationFailed } from '../../platform/errors';
import { seesOnlyOwnSales, visibleSalesScope, type SaleViewer } from '../sales/sale-access.service';
import { responsibleUsers } from '../sales/sales.service';
import { FACT_KEYS, type Facts } from './report-facts';
import { factFilterWhere, saleFilterWhere, unitFilterWhere as unitWhere } from './report-sql';
import * as repo from './reports.repository';

/**
 * The reports of issue 19. Each figure is one SQL aggregate (reports.repository.ts); this file resolves
 * the filter into the user's scope and period, merges the per-currency results of a report's figures
 * into its rows and adds the totals. Money leaves as decimal strings with two places.
 */

type Deps = Pick<AppDeps, 'db' | 'now'>;
type Row = Record<string, unknown>;
/** `where` picks the filter's sales the user may see, `facts` the same in the kept sums. */
type Context = {
  where: SQL;
  facts: Facts;
  range: repo.Range;
  view: ReportFilter['money_view'];
  today: string;
};

/** A money value as a decimal string with two places; the database's sums mostly are one already. */
const TWO_PLACES = /^-?\d+\.\d\d$/;
const m = (value: unknown) => {
  const text = String(value ?? 0);
  return TWO_PLACES.test(text) ? text : fromMinor(toMinor(text));
};

/** The filter's period, refused (422 on the dates) when longer than a report may cover. */
function boundedRange(filter: ReportFilter, today: string): repo.Range {
  const range = reportRange(filter, today);
  const errors = periodErrors(range);
  if (errors) throw new ValidationFailed(errors);
  return range;
}

function context(deps: Deps, user: SaleViewer, filter: ReportFilter): Context {
  const today = todayOf(deps);
  const range = boundedRange(filter, today);
  return {
    where: saleFilterWhere(user, visibleSalesScope(user), filter),
    facts: {
      where: factFilterWhere(user, filter, visibleSalesScope),
      // The complex-wide sums hold no manager and no status: only when nothing asks for either.
      level:
        filter.responsible_user_ids?.length || filter.sale_statuses?.length || seesOnlyOwnSales(user)
          ? 'detail'
          : 'total',
    },
    range,
    view: filter.money_view,
    today,
  };
}

/** The kept sums per manager and status, for a report grouped by either. */
const detailed = (facts: Facts): Facts => ({ ...facts, level: 'detail' });

/**
 * Joins the rows of several figures on their keys (and currency), every missing money column "0.00" and
 * count 0: a month with payments but no sales still shows its sales as zero.
 */
function merge(keyNames: string[], columns: Record<string, 'money' | 'count'>, ...parts: Row[][]): Row[] {
  const merged = new Map<string, Row>();
  for (const part of parts)
    for (const row of part) {
      const key = [...keyNames, 'currency'].map((k) => String(row[k])).join('|');
      const target = merged.get(key) ?? Object.fromEntries([...keyNames, 'currency'].map((k) => [k, row[k]]));
      for (const [column, kind] of Object.entries(columns))
        if (column in row) target[column] = kind === 'money' ? m(row[column]) : Number(row[column]);
      merged.set(key, target);
    }
  return [...merged.values()].map((row) => {
    for (const [column, kind] of Object.entries(columns))
      if (!(column in row)) row[column] = kind === 'money' ? '0.00' : 0;
    return row;
  });
}

/**
 * Per currency, the sum of each money and count column of the rows: money summed in minor units and
 * written out once at the end (a year's plan vs received is 1,500 rows).
 */
function totalsOf(rows: Row[], columns: Record<string, 'money' | 'count'>) {
  const entries = Object.entries(columns);
  const sums = new Map<string, (bigint | number)[]>();
  for (const row of rows) {
    const currency = String(row.currency);
    let target = sums.get(currency);
    if (!target) sums.set(currency, (target = entries.map(([, kind]) => (kind === 'money' ? 0n : 0))));
    entries.forEach(([column, kind], i) => {
      target[i] =
        kind === 'money'
          ? (target[i] as bigint) + toMinor(String(row[column] ?? 0))
          : (target[i] as number) + Number(row[column] ?? 0);
    });
  }
  const totals: Record<string, Record<string, string | number>> = {};
  for (const [currency, target] of sums)
    totals[currency] = Object.fromEntries(
      entries.map(([column, kind], i) => [
        column,
        kind === 'money' ? fromMinor(target[i] as bigint) : (target[i] as number),
      ]),
    );
  return totals;
}

/** Totals already summed in SQL (the registers, whose rows the screen shows only in part). */
function totalsFromSql(rows: Row[], columns: Record<string, 'money' | 'count'>) {
  return totalsOf(merge([], columns, rows), columns);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Each name's place in alphabetical order (the empty name of a missing complex among them). */
function alphabeticalPlaces(names: string[]): Map<string, number> {
  const sorted = [...new Set(['', ...names])].sort((a, b) => a.localeCompare(b));
  return new Map(sorted.map((name, i) => [name, i]));
}

const byCurrencyThen =
  (...keys: string[]) =>
  (a: Row, b: Row) => {
    for (const k of [...keys, 'currency']) {
      const d = String(a[k] ?? '').localeCompare(String(b[k] ?? ''));
      if (d) return d;
    }
    return 0;
  };

const OVERVIEW_COLUMNS = {
  sales_count: 'count',
  sales_value: 'money',
  received: 'money',
  expected: 'money',
  debt: 'money',
  overdue: 'money',
  overdue_1_30: 'money',
  overdue_31_60: 'money',
  overdue_61_90: 'money',
  overdue_over_90: 'money',
} as const;

function answer<T>(
  ctx: Context,
  rows: Row[],
  totals: Record<string, Record<string, string | number>>,
  extra = {},
) {
  return { rows, totals, date_from: ctx.range.from, date_to: ctx.range.to, ...extra } as T;
}

/** POST /api/reporting: the period at a glance; debt and overdue with its ageing as of today. */
export async function overview(deps: Deps, user: SaleViewer, filter: ReportFilter): Promise<OverviewReport> {
  const ctx = context(deps, user, filter);
  const { db } = deps;
  const parts = await Promise.all([
    repo.periodFacts(db, ctx.facts, ctx.range, ctx.view, ['signed', 'payments', 'instalments']),
    repo.unpaidFacts(db, ctx.facts, ctx.today, ctx.view),
  ]);
  const rows = merge([], OVERVIEW_COLUMNS, ...parts).sort(byCurrencyThen());
  return answer(ctx, rows, totalsOf(rows, OVERVIEW_COLUMNS));
}

const FINANCE_COLUMNS = {
  contract_value: 'money',
  received: 'money',
  debt: 'money',
  overdue: 'money',
  advances: 'money',
  renovation_received: 'money',
  services_received: 'money',
} as const;

/** POST /api/reporting/getFinanceSummaryReport. */
export async function financeSummary(
  deps: Deps,
  user: SaleViewer,
  filter: ReportFilter,
): Promise<FinanceReport> {
  const ctx = context(deps, user, filter);
  const { db } = deps;
  const ownOnly = !user.permissions.includes('view_sales');
  const [period, unpaid, advances] = await Promise.all([
    repo.periodFacts(db, ctx.facts, ctx.range, ctx.view, ['signed', 'payments']),
    repo.unpaidFacts(db, ctx.facts, ctx.today, ctx.view),
    // Advances belong to no sale yet: a user who sees only their own sales has none of them.
    ownOnly ? Promise.resolve([]) : repo.advanceFacts(db, unitWhere(user, filter), ctx.range, ctx.view),
  ]);
  const contract = period.map((r) => ({ ...r, contract_value: r.sales_value }));
  const rows = merge([], FINANCE_COLUMNS, contract, unpaid, advances).sort(byCurrencyThen());
  return answer(ctx, rows, totalsOf(rows, FINANCE_COLUMNS));
}

/** The months of a period, 'YYYY-MM', oldest first. */
function monthsOf(range: repo.Range): string[] {
  const months: string[] = [];
  let [y, mo] = range.from.slice(0, 7).split('-').map(Number) as [number, number];
  const last = range.to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(mo).padStart(2, '0')}`;
    months.push(month);
    if (month >= last) return months;
    [y, mo] = mo === 12 ? [y + 1, 1] : [y, mo + 1];
  }
}

const MONTHLY_COLUMNS = {
  sales_count: 'count',
  sales_value: 'money',
  expected: 'money',
  received: 'money',
  overdue: 'money',
} as const;

/** POST /api/reporting/monthlyReporting: every month of the period for every currency that has figures. */
export async function monthly(deps: Deps, user: SaleViewer, filter: ReportFilter): Promise<MonthlyReport> {
  const ctx = context(deps, user, filter);
  const { db } = deps;
  const parts = await Promise.all([
    repo.periodFacts(
      db,
      ctx.facts,
      ctx.range,
      ctx.view,
      ['signed', 'payments', 'instalments'],
      FACT_KEYS.month,
    ),
    repo.unpaidFacts(db, ctx.facts, ctx.today, ctx.view, FACT_KEYS.month, ctx.range),
  ]);
  const found = merge(['month'], MONTHLY_COLUMNS, ...parts);
  const currencies = [...new Set(found.map((r) => String(r.currency)))].sort();
  const empty = monthsOf(ctx.range).flatMap((month) => currencies.map((currency) => ({ month, currency })));
  const rows = merge(['month'], MONTHLY_COLUMNS, empty, found).sort(byCurrencyThen('month'));
  return answer(ctx, rows, totalsOf(rows, MONTHLY_COLUMNS));
}

const MANAGER_COLUMNS = {
  sales_count: 'count',
  sales_value: 'money',
  received: 'money',
  debt: 'money',
  overdue: 'money',
} as const;

/** POST /api/reporting/manager-report: per responsible manager; bookings by the manager as operator. */
export async function managers(
  deps: Deps,
  user: SaleViewer,
  filter: ReportFilter,
  locale: Locale,
): Promise<ManagerReport> {
  const ctx = context(deps, user, filter);
  const { db } = deps;
  const [parts, names, booked] = await Promise.all([
    Promise.all([
      repo.periodFacts(
        db,
        detailed(ctx.facts),
        ctx.range,
        ctx.view,
        ['signed', 'payments'],
        FACT_KEYS.manager,
      ),
      repo.unpaidFacts(db, detailed(ctx.facts), ctx.today, ctx.view, FACT_KEYS.manager),
    ]),
    repo.managerNames(db),
    user.permissions.includes('view_sales') ? repo.bookingFacts(db, unitWhere(user, filter), ctx.range) : [],
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const bookingsOf = new Map(booked.map((b) => [b.operator_id, b]));
  const rows = merge(['user_id'], MANAGER_COLUMNS, ...parts)
    .map((row) => {
      const id = row.user_id === null ? null : Number(row.user_id);
      const b = id === null ? undefined : bookingsOf.get(id);
      return {
        ...row,
        user_id: id,
        user_name: id === null ? translate('reports.no_manager', locale) : (nameOf.get(id) ?? ''),
        bookings_count: b?.made ?? 0,
        bookings_converted: b?.converted ?? 0,
      };
    })
    .sort((a, b) => a.user_name.localeCompare(b.user_name) || byCurrencyThen()(a, b));
  return answer(
    ctx,
    rows,
    totalsOf(rows, { ...MANAGER_COLUMNS, bookings_count: 'count', bookings_converted: 'count' }),
  );
}

/** POST /api/reporting/revenue-by-scheduler: per month and complex, the schedules' expectation against receipts. */
export async function revenue(
  deps: Deps,
  user: SaleViewer,
  filter: ReportFilter,
  locale: Locale,
): Promise<RevenueReport> {
  const ctx = context(deps, user, filter);
  const { db } = deps;
  const [facts, names] = await Promise.all([
    repo.revenueFacts(db, ctx.facts, ctx.range, ctx.view),
    repo.buildingNames(db, locale),
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const place = alphabeticalPlaces(names.map((n) => n.name));
  const rows: RevenueReport['rows'] = [];
  const totals: RevenueReport['totals'] = {};
  for (const { month, building_id, currency, expected, received, difference } of facts) {
    if (month === null) totals[currency] = { expected, received, difference };
    else {
      const building = nameOf.get(Number(building_id)) ?? '';
      rows.push({
        month,
        building_id: Number(building_id),
        building,
        currency,
        expected,
        received,
        difference,
      });
    }
  }
  // Months as 'YYYY-MM' sort as text; the complexes' names are compared once, not at each of ~20,000 steps.
  rows.sort(
    (a, b) =>
      compareText(a.month, b.month) ||
      place.get(a.building)! - place.get(b.building)! ||
      compareText(a.currency, b.currency),
  );
  return answer(ctx, rows, totals);
}

/** The screen gets the first rows of a register; the export (all: true) every row. */
const limitOf = (all: boolean) => (all ? null : SCREEN_ROW_LIMIT);

/** POST /api/sales/getReport: the sales register. */
export async function salesRegister(
  deps: Deps,
  user: SaleViewer,
  filter: ReportFilter,
  locale: Locale,
  all = false,
): Promise<SalesRegisterReport> {
  const ctx = context(deps, user, filter);
  const columns = { count: 'count', contract_value: 'money', paid: 'money', debt: 'money' } as const;
  const [rows, signed, owed] = await Promise.all([
    repo.salesRegister(deps.db, ctx.where, ctx.range, ctx.view, ctx.today, locale, limitOf(all)),
    // How many and their contract value from the kept sums; what is paid and owed today from the sales.
    repo.periodFacts(deps.db, ctx.facts, ctx.range, ctx.view, ['signed']),
    repo.salesRegisterTotals(deps.db, ctx.where, ctx.range, ctx.view, ctx.today),
  ]);
  const counted = signed.map((s) => ({
    currency: s.currency,
    count: s.sales_count,
    contract_value: s.sales_value,
  }));
  const totals = totalsFromSql([...counted, ...owed], columns);
  const shaped = rows.map((r) => ({
    ...r,
    contract_value: m(r.contract_value),
    paid: m(r.paid),
    debt: m(r.debt),
  }));
  return answer(ctx, shaped, totals, { row_count: counted.reduce((n, s) => n + Number(s.count), 0) });
}

/** POST /api/payment-scheduler/forReporting: instalments due in the period. */
export async function instalments(
  deps: Deps,
  user: SaleViewer,
  filter: ReportFilter,
  all = false,
): Promise<InstalmentReport> {
  const ctx = context(deps, user, filter);
  const columns = { count: 'count', amount: 'money', paid: 'money', unpaid: 'money' } as const;
  const [rows, sums] = await Promise.all([
    repo.instalmentRegister(deps.db, ctx.where, ctx.range, ctx.view, ctx.today, limitOf(all)),
    repo.instalmentTotals(deps.db, ctx.facts, ctx.range, ctx.view),
  ]);
  const shaped = rows.map((r) => ({ ...r, amount: m(r.amount), paid: m(r.paid), unpaid: m(r.unpaid) }));
  return answer(ctx, shaped, totalsFromSql(sums, columns), {
    row_count: sums.reduce((n, s) => n + Number(s.count), 0),
  });
}

/**
 * POST /api/payments/forReporting: every payment of the period. Totals per currency: `amount` of all
 * modes and apart `sale`, `renovation`, `container` (the sale total is what the finance summary calls received).
 */
export async function paymentsReport(
  deps: Deps,
  user: SaleViewer,
  filter: ReportFilter,
  all = false,
): Promise<PaymentsReport> {
  const ctx = context(deps, user, filter);
  const [rows, sums] = await Promise.all([
    repo.paymentRegister(deps.db, ctx.where, ctx.range, ctx.view, limitOf(all)),
    repo.paymentTotals(deps.db, ctx.facts, ctx.range, ctx.view),
  ]);
  const byMode = sums.map((s) => ({
    currency: s.currency,
    count: s.count,
    amount: s.amount,
    amount_gel: s.amount_gel,
    [String(s.mode)]: s.amount,
  }));
  const columns = {
    count: 'count',
    amount: 'money',
    amount_gel: 'money',
    sale: 'money',
    renovation: 'money',
    container: 'money',
  } as const;
  const shaped = rows.map((r) => ({
    ...r,
    amount: m(r.amount),
    amount_gel: m(r.amount_gel),
    rate: String(r.rate ?? ''),
  }));
  return answer(ctx, shaped, totalsFromSql(byMode, columns), {
    row_count: sums.reduce((n, s) => n + Number(s.count), 0),
  });
}

/** POST /api/sales/bookings-report. */
export async function bookingsReport(
  deps: Deps,
  user: SaleViewer,
  filter: ReportFilter,
): Promise<BookingsReport> {
  const ctx = context(deps, user, filter);
  const rows = await repo.bookingFacts(deps.db, unitWhere(user, filter), ctx.range);
  const counts = {
    made: 'count',
    active: 'count',
    converted: 'count',
    expired: 'count',
    canceled: 'count',
  } as const;
  // Bookings carry no money: their totals are one line under the key "all".
  const totals = totalsOf(
    rows.map((r) => ({ ...r, currency: 'all' })),
    counts,
  );
  return answer(ctx, rows, totals);
}

/** GET /api/reporting/getYearsRange: the current year both ends when there is nothing yet. */
export async function yearsRange(deps: Deps, user: SaleViewer, filter: ReportFilter): Promise<YearsRange> {
  const ctx = context(deps, user, filter);
  const found = await repo.yearsWithData(deps.db, ctx.where);
  const current = Number(ctx.today.slice(0, 4));
  return { first_year: found?.first_year ?? current, last_year: found?.last_year ?? current };
}

/** GET /api/reporting/pie/{year}: the sales counted in the year, by status, unit type and complex. */
export async function pie(
  deps: Deps,
  user: SaleViewer,
  year: number,
  filter: ReportFilter,
  locale: Locale,
): Promise<PieReport> {
  const ctx = context(deps, user, { ...filter, period: undefined });
  const range = { from: `${year}-01-01`, to: `${year}-12-31` };
  const { db } = deps;
  const [byStatus, byType, byBuilding, names] = await Promise.all([
    repo.periodFacts(db, detailed(ctx.facts), range, ctx.view, ['signed'], FACT_KEYS.status),
    repo.unitTypeFacts(db, ctx.where, range, ctx.view),
    repo.periodFacts(db, ctx.facts, range, ctx.view, ['signed'], FACT_KEYS.building),
    repo.buildingNames(db, locale),
  ]);
  const nameOf = new Map(names.map((n) => [String(n.id), n.name]));
  const rows = [
    ...byStatus.map((r) => ({
      group: 'status' as const,
      key: String(r.key),
      label: translate(`reports.status.${String(r.key)}`, locale),
      count: r.sales_count,
      value: m(r.sales_value),
      currency: r.currency,
    })),
    ...byType.map((r) => ({
      group: 'type' as const,
      key: r.key,
      label: PROPERTY_TYPE_TITLES[r.key as PropertyType]?.[locale] ?? r.key,
      count: r.count,
      value: m(r.value),
      currency: r.currency,
    })),
    ...byBuilding.map((r) => ({
      group: 'building' as const,
      key: String(r.key),
      label: nameOf.get(String(r.key)) ?? '',
      count: r.sales_count,
      value: m(r.sales_value),
      currency: r.currency,
    })),
  ].sort((a, b) => a.group.localeCompare(b.group) || b.count - a.count || a.key.localeCompare(b.key));
  const statusRows = rows.filter((r) => r.group === 'status');
  return { rows, totals: totalsOf(statusRows, { count: 'count', value: 'money' }) };
}

/**
 * GET /api/reporting/responsible-users: the managers the filter offers. Someone who sees only their own
 * sales (view_only_own_sales without view_sales) is offered only themselves: the figures hold no one else's.
 */
export async function responsibleManagers(deps: AppDeps, user: SaleViewer) {
  const managers = await responsibleUsers(deps);
  return seesOnlyOwnSales(user) ? managers.filter((m) => m.id === user.id) : managers;
}

/**
 * The hourly job: folds the deltas the triggers appended to the reports' kept sums into one row per key,
 * so a report reads about as many rows as there are keys however many payments came in.
 */
export const foldKeptSums = (deps: Deps) => repo.foldFacts(deps.db);

/** The unpaid part of the instalments past due as of today, per currency, with its ageing (the home page's). */
export function overdueAsOf(deps: Deps, user: SaleViewer, today: string) {
  return repo.overdueFacts(deps.db, saleFilterWhere(user, visibleSalesScope(user), {}), today, 'original');
}
