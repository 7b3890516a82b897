import type { Locale } from '@shared/i18n/locales';
import { translate } from '@shared/i18n/messages';
import { PROPERTY_TYPE_TITLES, type PropertyType } from '@shared/properties/enums';
import {
  type BookingsReport,
  type FinanceReport,
  type ManagerReport,
  type MonthlyReport,
  type OverviewReport,
  type PieReport,
  type ReportFilter,
  type RevenueReport,
  type YearsRange,
} from '@shared/reports/contracts';
import type { AppDeps } from '../../platform/deps';
import { seesOnlyOwnSales, visibleSalesScope, type SaleViewer } from '../sales/sale-access.service';
import { responsibleUsers } from '../sales/sales.service';
import { FACT_KEYS } from './report-facts';
import { saleFilterWhere, unitFilterWhere as unitWhere } from './report-sql';
import * as repo from './reports.repository';
import type { Range } from './report-statements';

/**
 * The reports of issue 19. Each figure is one SQL aggregate (reports.repository.ts); this file resolves
 * the filter into the user's scope and period, merges the per-currency results of a report's figures
 * into its rows and adds the totals. Money leaves as decimal strings with two places.
 */
import {
  type Deps,
  alphabeticalPlaces,
  answer,
  byCurrencyThen,
  compareText,
  context,
  detailed,
  m,
  merge,
  totalsOf,
} from './report-context.service';

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
function monthsOf(range: Range): string[] {
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
