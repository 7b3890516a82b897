import { and, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { CURRENCIES } from '@shared/money/money';
import type { MoneyView, ReportFilter } from '@shared/reports/contracts';
import { currencyRates, properties, reportFacts, sales } from '../../db/schema';
import { buildingScope } from '../../platform/building-scope';
import type { SaleViewer } from '../sales/sale-access.service';

/**
 * The SQL pieces every report shares: which sales a filter and a user cover, the day a sale counts on,
 * and money in the chosen view, converted at the National Bank's lari rate of each row's own day.
 */

/** A sale counts on its signing date, its contract start when it has none (issue 19). */
export const saleDay = sql`coalesce(${sales.signing_date}, ${sales.contract_start_date})`;

/** Canceled sales are in the figures only for holders of view_canceled_sales, as in the sales list. */

const canceledScope = (user: SaleViewer, table: SaleKeyColumns): SQL | undefined =>
  user.permissions.includes('view_canceled_sales') ? undefined : ne(table.status, 'canceled');

/** `sales`, or the reports' kept sums (they hold live sales only), both keyed by complex, manager and status. */
type SaleKeyColumns = typeof sales | typeof reportFacts;

/**
 * The live sales of the filter that the user may see (`scope`: visibleSalesScope over the same table —
 * complexes, or own sales only), on `sales` or on the kept sums.
 */
export function saleFilterWhere(
  user: SaleViewer,
  scope: SQL | undefined,
  f: Pick<ReportFilter, 'building_ids' | 'responsible_user_ids' | 'sale_statuses'>,
  table: SaleKeyColumns = sales,
): SQL {
  return and(
    table === sales ? isNull(sales.deleted_at) : sql`true`,
    scope,
    canceledScope(user, table),
    f.building_ids?.length ? inArray(table.building_id, f.building_ids) : undefined,
    f.responsible_user_ids?.length ? inArray(table.responsible_user_id, f.responsible_user_ids) : undefined,
    f.sale_statuses?.length ? inArray(table.status, f.sale_statuses) : undefined,
  )!;
}

/**
 * The same filter on the kept sums. `scopeOn` is the sales module's visibleSalesScope, which alone knows
 * which sales a user may see, asked for the kept sums' columns.
 */
export function factFilterWhere(
  user: SaleViewer,
  f: Pick<ReportFilter, 'building_ids' | 'responsible_user_ids' | 'sale_statuses'>,
  scopeOn: (user: SaleViewer, table: typeof reportFacts) => SQL | undefined,
): SQL {
  return saleFilterWhere(user, scopeOn(user, reportFacts), f, reportFacts);
}

/** The complexes whose units (advances, bookings) the user may see and the filter keeps. */
export function unitFilterWhere(user: SaleViewer, f: Pick<ReportFilter, 'building_ids'>): SQL {
  return (
    and(
      sql`true`,
      buildingScope(user, properties.building_id),
      f.building_ids?.length ? inArray(properties.building_id, f.building_ids) : undefined,
    ) ?? sql`true`
  );
}

/**
 * Lari for one unit of `currency` on `day`: the stored National Bank rate of that day or the latest one
 * before it (weekends and holidays keep Friday's rate); before the first stored rate, the first one.
 * The same rule as the database's lari_rate (migration 0021) that the kept sums are converted with,
 * written out here because a function with sub-selects is not inlined and costs microseconds a row.
 */
export function lariRate(currency: SQL, day: SQL, fallback: SQL = sql`null`): SQL<string> {
  return sql<string>`(case when ${currency} = 'GEL' then 1::numeric else coalesce(
    (select r.rate from ${currencyRates} r where r.currency = ${currency} and r.date <= ${day} order by r.date desc limit 1),
    (select r.rate from ${currencyRates} r where r.currency = ${currency} and r.date > ${day} order by r.date limit 1),
    ${fallback}
  ) end)`;
}

/**
 * An amount in the money view, rounded to the tetri per row (to_lari, to_dollars) so that every report
 * summing the same rows arrives at the same total. Unconvertible (no rate at all stored) counts as 0.
 */
export function inView(
  view: MoneyView,
  amount: SQL,
  currency: SQL,
  day: SQL,
  /** The row's own lari rate (a payment's), used only when no official rate is stored at all. */
  ownRate?: SQL,
): SQL<string> {
  return atRates(view, amount, currency, lariRate(currency, day, ownRate), lariRate(sql`'USD'`, day));
}

/** An amount in the money view at known lari rates of its currency and of the dollar, rounded per row. */
export function atRates(view: MoneyView, amount: SQL, currency: SQL, lari: SQL, dollar: SQL): SQL<string> {
  if (view === 'original') return sql<string>`${amount}`;
  if (view === 'GEL') return sql<string>`to_lari(${amount}, ${lari})`;
  return sql<string>`to_dollars(${amount}, ${currency}, ${lari}, ${dollar})`;
}

/**
 * One row per currency with its lari rate and the dollar's on `day` (columns currency, lari, dollar): joined
 * on a sale's currency, a day's rates are looked up three times instead of once per sale (OFFSET 0 keeps
 * the planner from pulling the look-ups up into the join, where they ran once per sale again).
 */
export function ratesOn(day: SQL): SQL {
  const currencies = sql.join(
    CURRENCIES.map((c) => sql`(${c})`),
    sql`, `,
  );
  return sql`(select c.currency, ${lariRate(sql`c.currency`, day)} as lari, ${lariRate(sql`'USD'`, day)} as dollar
    from (values ${currencies}) c(currency) offset 0)`;
}

/** The currency a row's money is shown in. */
export const viewCurrency = (view: MoneyView, currency: SQL): SQL<string> =>
  view === 'original' ? sql<string>`${currency}` : sql<string>`${view}::text`;

/** 'YYYY-MM' of a date expression. */
export const monthOf = (day: SQL): SQL<string> => sql<string>`to_char(${day}, 'YYYY-MM')`;
