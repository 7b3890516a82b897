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

/** The facts rows that make up a period. */
export function inPeriod(range: Range): SQL {
  const { months, days } = periodGrains(range);
  const between = (r: Range) => sql`${reportFacts.period} between ${r.from}::date and ${r.to}::date`;
  const parts = [
    ...(months ? [sql`(${reportFacts.grain} = 'month' and ${between(months)})`] : []),
    ...days.map((d) => sql`(${reportFacts.grain} = 'day' and ${between(d)})`),
  ];
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
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
