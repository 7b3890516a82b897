import { sql, type SQL } from 'drizzle-orm';
import type { MoneyView } from '@shared/reports/contracts';
import type { Db } from '../../db/client';
import {
  buildings,
  customers,
  payments,
  reportFacts,
  saleCustomers,
  saleInstalments,
  sales,
  users,
} from '../../db/schema';
import type { Locale } from '@shared/i18n/locales';
import { localizedNameSql } from '../../platform/localized-name';
import { debtAsOf } from '../sales/sale-debt.sql';
import { factMoney, type Facts } from './report-facts';
import { atRates, inView, lariRate, ratesOn, saleDay, viewCurrency } from './report-sql';
import {
  INSTALMENT_KINDS,
  PAYMENT_KINDS,
  type Range,
  type Row,
  dueDay,
  factCount,
  grouped,
  groupedFacts,
  inRange,
  instalmentsOfSales,
  paymentCurrency,
  paymentDay,
  paymentInView,
  paymentOwnRate,
  rowsOf,
  sum,
} from './report-statements';

/**
 * The registers' reads: the sales, instalments and payments of a period row by row (the screen's first
 * rows or, for the export, every row) and their totals.
 */

/** The main buyer's name of a sale, as written in Georgian (the register's column). */
const mainBuyer = sql<string>`coalesce((select case when c.type = 'company' then c.company_name else trim(c.first_name || ' ' || c.last_name) end
  from ${saleCustomers} sc join ${customers} c on c.id = sc.customer_id
  where sc.sale_id = ${sales.id} and sc.removed_at is null order by sc.position, sc.id limit 1), '')`;

/**
 * A register sale's money in the view: its contract value at the rate of the day it counts on, what is
 * paid and the debt at today's (`today_rate`, joined by `from`). Each rounded per sale, so the totals are
 * the sum of the rows.
 */
function registerMoney(view: MoneyView, today: string) {
  const ccy = sql`${sales.payment_ccy}`;
  const debt = sql`(case when ${sales.status} = 'canceled' or ${sales.first_unpaid_date} is null or ${sales.first_unpaid_date} > ${today}::date then 0 else ${debtAsOf(today)} end)`;
  const atToday = (amount: SQL) => atRates(view, amount, ccy, sql`today_rate.lari`, sql`today_rate.dollar`);
  return {
    contract_value: inView(view, sql`${sales.total_price}`, ccy, saleDay),
    paid: atToday(sql`${sales.paid_amount}`),
    debt: atToday(debt),
    from: sql`from ${sales} join ${ratesOn(sql`${today}::date`)} today_rate on today_rate.currency = ${ccy}`,
  };
}

/** The sales register: sales counted in the period, newest first; `limit` null gives all (the export). */
export function salesRegister(
  db: Db,
  where: SQL,
  range: Range,
  view: MoneyView,
  today: string,
  locale: Locale,
  limit: number | null,
) {
  const ccy = sql`${sales.payment_ccy}`;
  const money = registerMoney(view, today);
  return rowsOf<Row>(
    db,
    sql`select ${sales.id} as sale_id, ${sales.contract_no} as contract_no, ${saleDay}::text as date,
        ${localizedNameSql(buildings, locale)} as building, ${mainBuyer} as customer,
        coalesce(trim(${users.first_name} || ' ' || ${users.last_name}), '') as responsible,
        ${sales.status} as status, ${viewCurrency(view, ccy)} as currency,
        ${money.contract_value}::text as contract_value, ${money.paid}::text as paid, ${money.debt}::text as debt
      ${money.from} join ${buildings} on ${buildings.id} = ${sales.building_id}
        left join ${users} on ${users.id} = ${sales.responsible_user_id}
      where ${where} and ${inRange(saleDay, range)}
      order by ${saleDay} desc, ${sales.id} desc ${limit === null ? sql`` : sql`limit ${limit}`}`,
  );
}

/**
 * What is paid and owed today of every sale of the period, per currency (the screen shows only the first
 * rows; their count and contract value are the period's kept `signed` sums).
 */
export function salesRegisterTotals(db: Db, where: SQL, range: Range, view: MoneyView, today: string) {
  const money = registerMoney(view, today);
  return rowsOf<Row & { currency: string; paid: string; debt: string }>(
    db,
    grouped(
      {},
      viewCurrency(view, sql`${sales.payment_ccy}`),
      {
        paid: sum(money.paid),
        debt: sum(money.debt),
      },
      sql`${money.from} where ${where} and ${inRange(saleDay, range)}`,
    ),
  );
}

const instalmentState = (today: string) => sql`(case
  when ${saleInstalments.paid_amount} >= ${saleInstalments.amount} then 'paid'
  when ${saleInstalments.due_date} < ${today}::date then 'overdue'
  when ${saleInstalments.paid_amount} > 0 then 'partly_paid' else 'unpaid' end)`;

/** Instalments due in the period, paid or not, oldest first. */
export function instalmentRegister(
  db: Db,
  where: SQL,
  range: Range,
  view: MoneyView,
  today: string,
  limit: number | null,
) {
  const ccy = sql`${sales.payment_ccy}`;
  const money = (v: SQL) => sql`${inView(view, v, ccy, dueDay)}::text`;
  return rowsOf<Row>(
    db,
    sql`select ${saleInstalments.id}::int as instalment_id, ${sales.id} as sale_id, ${sales.contract_no} as contract_no,
        ${saleInstalments.due_date}::text as due_date, ${instalmentState(today)} as state, ${viewCurrency(view, ccy)} as currency,
        ${money(sql`${saleInstalments.amount}`)} as amount, ${money(sql`${saleInstalments.paid_amount}`)} as paid,
        ${money(sql`greatest(${saleInstalments.amount} - ${saleInstalments.paid_amount}, 0)`)} as unpaid
      ${instalmentsOfSales} where ${where} and ${inRange(dueDay, range)}
      order by ${saleInstalments.due_date}, ${saleInstalments.id} ${limit === null ? sql`` : sql`limit ${limit}`}`,
  );
}

/** Sums of the instalment register over the period, from the kept sums. */
export function instalmentTotals(db: Db, facts: Facts, range: Range, view: MoneyView) {
  return rowsOf<Row & { currency: string; count: number }>(
    db,
    groupedFacts(
      {},
      view,
      {
        count: factCount,
        amount: sum(factMoney(view, 'amount')),
        paid: sum(factMoney(view, 'paid')),
        unpaid: sum(factMoney(view, 'unpaid')),
      },
      facts,
      range,
      INSTALMENT_KINDS,
    ),
  );
}

/** Payments of the period, every mode, with the rate of their currency on their day; oldest first. */
export function paymentRegister(db: Db, where: SQL, range: Range, view: MoneyView, limit: number | null) {
  return rowsOf<Row>(
    db,
    sql`select ${payments.id}::int as payment_id, ${sales.id} as sale_id, ${sales.contract_no} as contract_no,
        ${payments.payment_date}::text as date, ${payments.mode} as mode,
        ${paymentInView(view)}::text as amount,
        ${viewCurrency(view, paymentCurrency)} as currency,
        ${lariRate(paymentCurrency, paymentDay, paymentOwnRate)}::text as rate,
        ${paymentInView('GEL')}::text as amount_gel
      from ${payments} join ${sales} on ${sales.id} = ${payments.sale_id}
      where ${where} and ${inRange(paymentDay, range)}
      order by ${payments.payment_date}, ${payments.id} ${limit === null ? sql`` : sql`limit ${limit}`}`,
  );
}

/** Sums of the payments register over the period per mode, from the kept sums. */
export function paymentTotals(db: Db, facts: Facts, range: Range, view: MoneyView) {
  return rowsOf<Row & { currency: string; count: number }>(
    db,
    groupedFacts(
      { mode: sql`${reportFacts.kind}` },
      view,
      {
        count: factCount,
        amount: sum(factMoney(view, 'amount')),
        amount_gel: sum(factMoney('GEL', 'amount')),
      },
      facts,
      range,
      PAYMENT_KINDS,
    ),
  );
}
