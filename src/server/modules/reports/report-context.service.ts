import type { SQL } from 'drizzle-orm';
import { fromMinor, toMinor } from '@shared/money/money';
import { reportRange, type ReportFilter } from '@shared/reports/contracts';
import { periodErrors } from '@shared/validation/periods';
import type { AppDeps } from '../../platform/deps';
import { todayOf } from '../../platform/clock';
import { ValidationFailed } from '../../platform/errors';
import { seesOnlyOwnSales, visibleSalesScope, type SaleViewer } from '../sales/sale-access.service';
import type { Facts } from './report-facts';
import { factFilterWhere, saleFilterWhere } from './report-sql';
import type { Range } from './report-statements';

/**
 * What every report's service shares: the filter resolved into the user's scope and period, money as
 * two-place strings, result rows merged on their keys, totals, and the answer's shape.
 */

export type Deps = Pick<AppDeps, 'db' | 'now'>;
type Row = Record<string, unknown>;
/** `where` picks the filter's sales the user may see, `facts` the same in the kept sums. */
type Context = {
  where: SQL;
  facts: Facts;
  range: Range;
  view: ReportFilter['money_view'];
  today: string;
};

/** A money value as a decimal string with two places; the database's sums mostly are one already. */
const TWO_PLACES = /^-?\d+\.\d\d$/;
export const m = (value: unknown) => {
  const text = String(value ?? 0);
  return TWO_PLACES.test(text) ? text : fromMinor(toMinor(text));
};

/** The filter's period, refused (422 on the dates) when longer than a report may cover. */
function boundedRange(filter: ReportFilter, today: string): Range {
  const range = reportRange(filter, today);
  const errors = periodErrors(range);
  if (errors) throw new ValidationFailed(errors);
  return range;
}

export function context(deps: Deps, user: SaleViewer, filter: ReportFilter): Context {
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
export const detailed = (facts: Facts): Facts => ({ ...facts, level: 'detail' });

/**
 * Joins the rows of several figures on their keys (and currency), every missing money column "0.00" and
 * count 0: a month with payments but no sales still shows its sales as zero.
 */
export function merge(
  keyNames: string[],
  columns: Record<string, 'money' | 'count'>,
  ...parts: Row[][]
): Row[] {
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
export function totalsOf(rows: Row[], columns: Record<string, 'money' | 'count'>) {
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
export function totalsFromSql(rows: Row[], columns: Record<string, 'money' | 'count'>) {
  return totalsOf(merge([], columns, rows), columns);
}

export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Each name's place in alphabetical order (the empty name of a missing complex among them). */
export function alphabeticalPlaces(names: string[]): Map<string, number> {
  const sorted = [...new Set(['', ...names])].sort((a, b) => a.localeCompare(b));
  return new Map(sorted.map((name, i) => [name, i]));
}

export const byCurrencyThen =
  (...keys: string[]) =>
  (a: Row, b: Row) => {
    for (const k of [...keys, 'currency']) {
      const d = String(a[k] ?? '').localeCompare(String(b[k] ?? ''));
      if (d) return d;
    }
    return 0;
  };

export function answer<T>(
  ctx: Context,
  rows: Row[],
  totals: Record<string, Record<string, string | number>>,
  extra = {},
) {
  return { rows, totals, date_from: ctx.range.from, date_to: ctx.range.to, ...extra } as T;
}
