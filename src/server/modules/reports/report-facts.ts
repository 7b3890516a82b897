import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '@shared/dates/date-formats';
import type { MoneyView } from '@shared/reports/contracts';
import { reportFacts } from '../../db/schema';

/**
 * Reading the kept sums (report_facts, decision 024): a period is its whole months from the month rows
 * and its ragged ends from the day rows, so a year is a few thousand rows instead of every payment and
 * instalment in it. `where` is report-sql.ts saleFilterWhere over reportFacts.
 */

type Range = { from: string; to: string };

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (day: string) => addDays(`${day.slice(0, 7)}-28`, 4).slice(0, 7) + '-01';
const lastOfMonth = (day: string) => addDays(nextMonth(day), -1);

/** The whole months of a period (their first days) and the days before and after them. */
export function periodGrains(range: Range): { months: Range | null; days: Range[] } {
  const monthsFrom = range.from === firstOfMonth(range.from) ? range.from : nextMonth(range.from);
  const monthsTo =
    range.to === lastOfMonth(range.to)
      ? firstOfMonth(range.to)
      : firstOfMonth(addDays(firstOfMonth(range.to), -1));
  if (monthsFrom > monthsTo || range.from > range.to)
    return { months: null, days: range.from > range.to ? [] : [range] };
  const days: Range[] = [];
  if (range.from < monthsFrom) days.push({ from: range.from, to: addDays(monthsFrom, -1) });
  const afterMonths = nextMonth(monthsTo);
  if (afterMonths <= range.to) days.push({ from: afterMonths, to: range.to });
  return { months: { from: monthsFrom, to: monthsTo }, days };
}

/**
 * The two levels the sums are kept at (decision 025): per complex, manager and sale status (`detail`),
 * and per complex alone with canceled sales apart (`total`: a fifth of the rows, no manager, status
 * `canceled` or `live`). `total` answers a report that looks at no manager and no status.
 */
export type FactLevel = 'detail' | 'total';

const GRAINS = {
  detail: { day: 'day', month: 'month' },
  total: { day: 'day_total', month: 'month_total' },
} as const;

/** The kept rows a report reads: the filter and the user's scope over them, and their level. */
export type Facts = { where: SQL; level: FactLevel };

type Part = Range & { grain: string };

/** The runs of kept rows a period is read from: its whole months' month rows, its ends' day rows. */
function partsOf(range: Range, level: FactLevel): Part[] {
  const { months, days } = periodGrains(range);
  const grain = GRAINS[level];
  return [
    ...(months ? [{ grain: grain.month, ...months }] : []),
    ...days.map((d) => ({ grain: grain.day, ...d })),
  ];
}

const between = (r: Range) => sql`${reportFacts.period} between ${r.from}::date and ${r.to}::date`;

/** The facts rows that make up a period. */
export function inPeriod(range: Range, level: FactLevel): SQL {
  const parts = partsOf(range, level).map((p) => sql`(${reportFacts.grain} = ${p.grain} and ${between(p)})`);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/**
 * The kept rows of several disjoint periods as a FROM source that stands in for report_facts: one index
 * range per run of adjacent parts, joined by UNION ALL. The planner reads an OR of many ranges by
 * scanning the whole index; the debt's ageing bands, five periods side by side, read 6,950 rows this way
 * instead of filtering 168,000 (EXPLAIN ANALYZE, 46 ms against 10 ms).
 */
export function factRowsOf(ranges: Range[], level: FactLevel): SQL {
  const runs: Part[] = [];
  const sorted = ranges
    .flatMap((range) => partsOf(range, level))
    .sort((a, b) => a.grain.localeCompare(b.grain) || a.from.localeCompare(b.from));
  for (const part of sorted) {
    const last = runs.at(-1);
    const follows =
      last?.grain === part.grain &&
      (part.grain === GRAINS[level].day ? addDays(last.to, 1) : nextMonth(last.to)) === part.from;
    if (last && follows) last.to = part.to;
    else runs.push({ ...part });
  }
  const selects = runs.map(
    (r) => sql`select * from ${reportFacts} where ${reportFacts.grain} = ${r.grain} and ${between(r)}`,
  );
  const union = selects.length
    ? sql.join(selects, sql` union all `)
    : sql`select * from ${reportFacts} where false`;
  return sql`(${union}) ${reportFacts}`;
}

const MONEY = {
  original: { amount: reportFacts.amount, paid: reportFacts.paid, unpaid: reportFacts.unpaid },
  GEL: { amount: reportFacts.amount_gel, paid: reportFacts.paid_gel, unpaid: reportFacts.unpaid_gel },
  USD: { amount: reportFacts.amount_usd, paid: reportFacts.paid_usd, unpaid: reportFacts.unpaid_usd },
} as const;

/** A money column of the facts in the view: as paid, or converted at each row's own day. */
export const factMoney = (view: MoneyView, column: 'amount' | 'paid' | 'unpaid'): SQL =>
  sql`${MONEY[view][column]}`;

export const factCurrency = (view: MoneyView): SQL<string> =>
  view === 'original' ? sql<string>`${reportFacts.currency}` : sql<string>`${view}::text`;

/**
 * 'YYYY-MM' of a row's period: the ISO text of the date cut short (as the registers' dates are read),
 * which costs a fraction of to_char over the tens of thousands of rows a year's report groups.
 */
const factMonth = sql`left(${reportFacts.period}::text, 7)`;

/** The grouping keys of the facts, named as the raw reports name theirs. */
export const FACT_KEYS = {
  month: { month: factMonth },
  manager: { user_id: sql`${reportFacts.responsible_user_id}` },
  status: { key: sql`${reportFacts.status}` },
  building: { key: sql`${reportFacts.building_id}::text` },
  monthAndBuilding: {
    month: factMonth,
    building_id: sql`${reportFacts.building_id}`,
  },
} satisfies Record<string, Record<string, SQL>>;
