import { sql, type SQL } from 'drizzle-orm';
import type { MoneyView } from '@shared/reports/contracts';
import type { Db } from '../../db/client';
import {
  advancePayments,
  bookings,
  buildings,
  payments,
  properties,
  reportFacts,
  saleInstalments,
  sales,
  users,
} from '../../db/schema';
import type { Locale } from '@shared/i18n/locales';
import { addDays } from '@shared/dates/date-formats';
import { localizedNameSql } from '../../platform/localized-name';
import { FACT_KEYS, factMoney, factRowsOf, inPeriod, type Facts } from './report-facts';
import { atRates, inView, ratesOn, saleDay, viewCurrency } from './report-sql';

/**
 * The reports' reads: every figure is one aggregate statement grouped by the report's keys and the
 * currency of the money view; the service only merges the few result rows. `where` is the condition on
 * `sales` (the user's scope and the filter) from report-sql.ts saleFilterWhere, `factWhere` the same on
 * the kept sums that payments and instalments of a period are read from (report-facts.ts).
 */
import {
  INSTALMENT_KINDS,
  type Keys,
  PAYMENT_KINDS,
  type Range,
  type Row,
  SIGNED_KIND,
  grouped,
  groupedFacts,
  inRange,
  ofKind,
  rowsOf,
  sum,
} from './report-statements';

/** What a period's kept sums answer: sales counted in it, payments received in it, instalments due in it. */
export type PeriodKind = 'signed' | 'payments' | 'instalments';

const PERIOD_KINDS: Record<PeriodKind, SQL> = {
  signed: SIGNED_KIND,
  payments: PAYMENT_KINDS,
  instalments: INSTALMENT_KINDS,
};

/**
 * The period's figures from the kept sums in one read of its rows: sales counted in it by their day
 * (signing, else contract start) with their contract value; payments received by mode (the sale's own
 * money, renovations', containers'); what the schedules expect (instalments by due date, paid or not).
 * `kinds` names the rows a report needs; the others' columns answer zero.
 */
export function periodFacts(
  db: Db,
  facts: Facts,
  range: Range,
  view: MoneyView,
  kinds: PeriodKind[],
  keys: Keys = {},
) {
  const amount = factMoney(view, 'amount');
  return rowsOf<
    {
      currency: string;
      sales_count: number;
      sales_value: string;
      received: string;
      renovation_received: string;
      services_received: string;
      expected: string;
    } & Row
  >(
    db,
    groupedFacts(
      keys,
      view,
      {
        sales_count: sql`coalesce(sum(${reportFacts.n}) filter (where ${SIGNED_KIND}), 0)::int`,
        sales_value: sum(amount, SIGNED_KIND),
        received: sum(amount, ofKind('sale')),
        renovation_received: sum(amount, ofKind('renovation')),
        services_received: sum(amount, ofKind('container')),
        expected: sum(amount, INSTALMENT_KINDS),
      },
      facts,
      range,
      sql`(${sql.join(
        kinds.map((k) => PERIOD_KINDS[k]),
        sql` or `,
      )})`,
    ),
  );
}

/**
 * Plan vs received per month, complex and currency (the same rows as periodFacts of payments and
 * instalments), each sum rounded to the tetri with its difference; then per currency (month null) the
 * totals as the sums of those rows. A year is ~1,500 rows: summed here, the service does no arithmetic.
 */
export function revenueFacts(db: Db, facts: Facts, range: Range, view: MoneyView) {
  const amount = factMoney(view, 'amount');
  const tetri = (kinds: SQL) => sql`round(coalesce(sum(${amount}) filter (where ${kinds}), 0), 2)`;
  const rows = groupedFacts(
    FACT_KEYS.monthAndBuilding,
    view,
    { expected: tetri(INSTALMENT_KINDS), received: tetri(ofKind('sale')) },
    facts,
    range,
    sql`(${PAYMENT_KINDS} or ${INSTALMENT_KINDS})`,
  );
  return rowsOf<{
    month: string | null;
    building_id: number | null;
    currency: string;
    expected: string;
    received: string;
    difference: string;
  }>(
    db,
    sql`with r as (${rows})
      select month, building_id, currency, expected::text, received::text, (received - expected)::text as difference from r
      union all
      select null, null, currency, sum(expected)::text, sum(received)::text, sum(received - expected)::text from r group by currency`,
  );
}

/**
 * The unpaid part of the instalments past due as of today (late from the day after the due date), with
 * its ageing, converted at today's rate; `dueIn` keeps it to instalments that fell due in a period.
 * Only sales whose oldest unpaid instalment is late are looked at (an index on first_unpaid_date), each
 * one's late instalments through its own index range (the lateral `late`, one row per due date).
 */
export function overdueFacts(db: Db, where: SQL, today: string, view: MoneyView) {
  const unpaid = sql`late.unpaid`;
  const age = sql`(${today}::date - late.due_date)`;
  const lateInstalments = sql`select ${saleInstalments.due_date} as due_date,
      sum(${inView(view, sql`(${saleInstalments.amount} - ${saleInstalments.paid_amount})`, sql`${sales.payment_ccy}`, sql`${today}::date`)}) as unpaid
    from ${saleInstalments}
    where ${saleInstalments.sale_id} = ${sales.id}
      and ${saleInstalments.due_date} >= ${sales.first_unpaid_date} and ${saleInstalments.due_date} < ${today}::date
      and ${saleInstalments.paid_amount} < ${saleInstalments.amount}
    group by 1`;
  return rowsOf<
    {
      currency: string;
      overdue: string;
      overdue_sales: number;
      overdue_1_30: string;
      overdue_31_60: string;
      overdue_61_90: string;
      overdue_over_90: string;
    } & Row
  >(
    db,
    grouped(
      {},
      viewCurrency(view, sql`${sales.payment_ccy}`),
      {
        overdue: sum(unpaid),
        overdue_sales: sql`count(distinct ${sales.id})::int`,
        overdue_1_30: sum(unpaid, sql`${age} between 1 and 30`),
        overdue_31_60: sum(unpaid, sql`${age} between 31 and 60`),
        overdue_61_90: sum(unpaid, sql`${age} between 61 and 90`),
        overdue_over_90: sum(unpaid, sql`${age} > 90`),
      },
      sql`from ${sales} cross join lateral (${lateInstalments}) late
        where ${where} and ${sales.status} <> 'canceled' and ${sales.first_unpaid_date} < ${today}::date`,
    ),
  );
}

/** Before every instalment: the open start of the "over 90 days" band. */
const EVER = '1900-01-01';

/** The due-date bands of what is unpaid as of `today`: due today (debt, not yet late) and the ageing. */
function unpaidBands(today: string): Record<string, Range> {
  return {
    due_today: { from: today, to: today },
    overdue_1_30: { from: addDays(today, -30), to: addDays(today, -1) },
    overdue_31_60: { from: addDays(today, -60), to: addDays(today, -31) },
    overdue_61_90: { from: addDays(today, -90), to: addDays(today, -61) },
    overdue_over_90: { from: EVER, to: addDays(today, -91) },
  };
}

const clip = (band: Range, to?: Range): Range =>
  to ? { from: band.from > to.from ? band.from : to.from, to: band.to < to.to ? band.to : to.to } : band;

/**
 * Debt (due by today, today included) and overdue (due before today) with its ageing, from the kept
 * unpaid sums of the instalments. The ledger fills a schedule oldest first, so what is unpaid of the
 * instalments due by today is exactly the debt the sales list computes (due so far less paid). A converted
 * view converts each currency's sum at today's rate, once. `dueIn` keeps it to instalments due in a period.
 */
export function unpaidFacts(
  db: Db,
  facts: Facts,
  today: string,
  view: MoneyView,
  keys: Keys = {},
  dueIn?: Range,
) {
  const bands = Object.entries(unpaidBands(today)).map(([name, band]) => [name, clip(band, dueIn)] as const);
  const keyNames = Object.keys(keys);
  const inner = grouped(
    keys,
    sql`${reportFacts.currency}`,
    Object.fromEntries(
      bands.map(([name, band]) => [
        name,
        sql`sum(${reportFacts.unpaid}) filter (where ${inPeriod(band, facts.level)})`,
      ]),
    ),
    sql`from ${factRowsOf(
      bands.map(([, band]) => band),
      facts.level,
    )}
      where ${facts.where} and ${INSTALMENT_KINDS} and ${reportFacts.status} <> 'canceled' and ${reportFacts.unpaid} <> 0`,
  );
  // Each currency's sums at today's rate, looked up once per currency.
  const toView = (name: string) =>
    atRates(
      view,
      sql`coalesce(${sql.identifier(name)}, 0)`,
      sql`unpaid.currency`,
      sql`rate.lari`,
      sql`rate.dollar`,
    );
  const total = (names: string[]) => sql`coalesce(sum(${sql.join(names.map(toView), sql` + `)}), 0)::text`;
  const overdue = ['overdue_1_30', 'overdue_31_60', 'overdue_61_90', 'overdue_over_90'];
  const day = sql`${today}::date`;
  return rowsOf<
    {
      currency: string;
      debt: string;
      overdue: string;
      overdue_1_30: string;
      overdue_31_60: string;
      overdue_61_90: string;
      overdue_over_90: string;
    } & Row
  >(
    db,
    grouped(
      Object.fromEntries(keyNames.map((name) => [name, sql`${sql.identifier(name)}`])),
      viewCurrency(view, sql`unpaid.currency`),
      {
        ...Object.fromEntries(overdue.map((name) => [name, total([name])])),
        overdue: total(overdue),
        debt: total([...overdue, 'due_today']),
      },
      sql`from (${inner}) unpaid join ${ratesOn(day)} rate on rate.currency = unpaid.currency`,
    ),
  );
}

/** Advance payments received in the period and not yet applied to a sale, in the complexes `unitWhere` allows. */
export function advanceFacts(db: Db, unitWhere: SQL, range: Range, view: MoneyView) {
  const day = sql`${advancePayments.paid_at}`;
  return rowsOf<{ currency: string; advances: string }>(
    db,
    grouped(
      {},
      viewCurrency(view, sql`${advancePayments.currency}`),
      { advances: sum(inView(view, sql`${advancePayments.amount}`, sql`${advancePayments.currency}`, day)) },
      sql`from ${advancePayments} left join ${properties} on ${properties.id} = ${advancePayments.property_id}
        where ${advancePayments.sale_id} is null and ${inRange(day, range)} and ${unitWhere}`,
    ),
  );
}

/** Bookings made in the period (by their start) per operator, by what became of them. */
export function bookingFacts(db: Db, unitWhere: SQL, range: Range) {
  const status = (s: string) => sql`(count(*) filter (where ${bookings.status} = ${s}))::int`;
  return rowsOf<{
    operator_id: number;
    operator_name: string;
    made: number;
    active: number;
    converted: number;
    expired: number;
    canceled: number;
  }>(
    db,
    sql`select ${bookings.operator_id} as operator_id,
        min(trim(${users.first_name} || ' ' || ${users.last_name})) as operator_name,
        count(*)::int as made, ${status('active')} as active, ${status('converted')} as converted,
        ${status('expired')} as expired, ${status('canceled')} as canceled
      from ${bookings} join ${properties} on ${properties.id} = ${bookings.property_id}
        join ${users} on ${users.id} = ${bookings.operator_id}
      where ${inRange(sql`${bookings.date_from}`, range)} and ${unitWhere}
      group by ${bookings.operator_id} order by made desc, operator_id`,
  );
}

/** First and last year with a sale or a payment the user may see. */
export async function yearsWithData(db: Db, where: SQL) {
  const [row] = await rowsOf<{ first_year: number | null; last_year: number | null }>(
    db,
    sql`select min(y)::int as first_year, max(y)::int as last_year from (
        select extract(year from min(${saleDay})) as y from ${sales} where ${where}
        union all select extract(year from max(${saleDay})) from ${sales} where ${where}
        union all select extract(year from min(${payments.payment_date})) from ${payments} join ${sales} on ${sales.id} = ${payments.sale_id} where ${where}
        union all select extract(year from max(${payments.payment_date})) from ${payments} join ${sales} on ${sales.id} = ${payments.sale_id} where ${where}
      ) years`,
  );
  return row;
}

/** The year's sales by unit type: each unit held by the sale, at its price in the sale. */
export function unitTypeFacts(db: Db, where: SQL, range: Range, view: MoneyView) {
  return rowsOf<{ key: string; currency: string; count: number; value: string }>(
    db,
    grouped(
      { key: sql`${properties.type}` },
      viewCurrency(view, sql`${sales.payment_ccy}`),
      {
        count: sql`count(*)::int`,
        value: sum(inView(view, sql`sp.price`, sql`${sales.payment_ccy}`, saleDay)),
      },
      sql`from ${sales} join sale_properties sp on sp.sale_id = ${sales.id}
          and (sp.released_at is null or sp.released_at >= coalesce(${sales.canceled_at}, ${sales.deleted_at}))
        join ${properties} on ${properties.id} = sp.property_id
        where ${where} and ${inRange(saleDay, range)}`,
    ),
  );
}

export function buildingNames(db: Db, locale: Locale) {
  return rowsOf<{ id: number; name: string }>(
    db,
    sql`select ${buildings.id} as id, ${localizedNameSql(buildings, locale)} as name from ${buildings}`,
  );
}

export function managerNames(db: Db) {
  return rowsOf<{ id: number; name: string }>(
    db,
    sql`select ${users.id} as id, trim(${users.first_name} || ' ' || ${users.last_name}) as name from ${users}`,
  );
}

/** Folds the kept sums' deltas (migration 0021 report_facts_fold); answers how many rows it folded. */
export async function foldFacts(db: Db): Promise<number> {
  const [row] = await rowsOf<{ folded: number }>(db, sql`select report_facts_fold() as folded`);
  return Number(row?.folded ?? 0);
}
