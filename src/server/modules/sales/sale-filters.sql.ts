import { and, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { SaleFilters } from '@shared/sales/contracts';
import {
  customers,
  properties,
  saleCustomers,
  saleInstalments,
  saleProperties,
  sales,
  serviceContainers,
} from '../../db/schema';
import { saleScope, scopeKey, type SaleKeys } from './sale-access.repository';
import { pastDueAsOf } from './sale-debt.sql';
import type { Scope } from './sales.repository';

/**
 * Which sales a list shows, as SQL: the user's scope and the key filters (the columns the kept counts have
 * too), the other list filters as indexable conditions or EXISTS, and the key a list's statements are kept
 * under. The list, its count and its totals all select by these.
 */

/** Canceled sales appear in lists only for holders of view_canceled_sales. */
const canceledScope = (user: Scope, table: SaleKeys): SQL | undefined =>
  user.permissions.includes('view_canceled_sales') ? undefined : ne(table.status, 'canceled');

/** The sale's renovation has one of the statuses; 'none' matches sales without a renovation. */
function renovationStatusIn(statuses: readonly string[]): SQL {
  const renovation = (more: SQL) =>
    sql`exists (select 1 from ${serviceContainers} r where r.sale_id = ${sales.id} and r.kind = 'renovation'${more})`;
  const set = statuses.filter((s) => s !== 'none');
  const some = set.length
    ? renovation(
        sql` and r.status in (${sql.join(
          set.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      )
    : undefined;
  const none = statuses.includes('none') ? sql`not ${renovation(sql``)}` : undefined;
  return some && none ? sql`(${some} or ${none})` : (some ?? none)!;
}

/** A unit belongs to the sale as shown: still held, or released when the sale was canceled or trashed. */
export const SALE_UNIT = sql`(sp.released_at is null or sp.released_at >= coalesce(${sales.canceled_at}, ${sales.deleted_at}))`;

const withUnit = (condition: SQL) =>
  sql`exists (select 1 from ${saleProperties} sp join ${properties} p on p.id = sp.property_id where sp.sale_id = ${sales.id} and ${SALE_UNIT} and ${condition})`;

const withCustomer = (condition: SQL) =>
  sql`exists (select 1 from ${saleCustomers} sc join ${customers} c on c.id = sc.customer_id where sc.sale_id = ${sales.id} and sc.removed_at is null and ${condition})`;

/**
 * Live contracts with an instalment falling due between the days (either end open) and not fully paid: one
 * probe of the (sale_id, due_date) index per sale.
 */
const dueUnpaid = (from: string | undefined, to: string | undefined) =>
  sql`(${sales.status} <> 'canceled' and exists (select 1 from ${saleInstalments} si where si.sale_id = ${sales.id}${from ? sql` and si.due_date >= ${from}::date` : sql``}${to ? sql` and si.due_date <= ${to}::date` : sql``} and si.paid_amount < si.amount))`;

const tbilisiDate = sql`(${sales.created_at} at time zone 'Asia/Tbilisi')::date`;

const bool = (flag: boolean | undefined, yes: SQL, no: SQL) =>
  flag === undefined ? undefined : flag ? yes : no;

/**
 * The user's scope and the filters on a sale's complex, responsible manager and status: the columns the
 * kept counts (sale_counts) have too, so the same conditions select from either table.
 */
export function keyConditions(user: Scope, f: Partial<SaleFilters>, table: SaleKeys): (SQL | undefined)[] {
  return [
    saleScope(user, table),
    canceledScope(user, table),
    f.building_ids?.length ? inArray(table.building_id, f.building_ids) : undefined,
    f.sale_statuses?.length ? inArray(table.status, f.sale_statuses) : undefined,
    bool(
      f.cancellation_candidate,
      eq(table.status, 'cancellation_candidate'),
      ne(table.status, 'cancellation_candidate'),
    ),
    f.user_id === undefined ? undefined : eq(table.responsible_user_id, f.user_id),
  ];
}

/** The conditions of the other list filters (spec §3 "Sale filter fields"). */
export function filterConditions(f: Partial<SaleFilters>, today: string): SQL[] {
  const like = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const conditions: (SQL | undefined)[] = [
    f.id === undefined ? undefined : eq(sales.id, f.id),
    f.contract_no ? sql`${sales.contract_no} ilike ${like(f.contract_no)}` : undefined,
    f.property_num ? withUnit(sql`lower(p.number) = lower(${f.property_num})`) : undefined,
    f.customer_id === undefined ? undefined : withCustomer(sql`sc.customer_id = ${f.customer_id}`),
    f.customer_country ? withCustomer(sql`c.country = ${f.customer_country}`) : undefined,
    f.customer_citizen ? withCustomer(sql`c.citizenship = ${f.customer_citizen}`) : undefined,
    f.agent_id === undefined ? undefined : eq(sales.agent_id, f.agent_id),
    f.payment_ccy ? eq(sales.payment_ccy, f.payment_ccy) : undefined,
    f.renovation_statuses?.length ? renovationStatusIn(f.renovation_statuses) : undefined,
    f.contract_type ? eq(sales.contract_type, f.contract_type) : undefined,
    f.block ? withUnit(sql`p.block = ${f.block}`) : undefined,
    f.contract_start_date_from
      ? sql`${sales.contract_start_date} >= ${f.contract_start_date_from}`
      : undefined,
    f.contract_start_date_to ? sql`${sales.contract_start_date} <= ${f.contract_start_date_to}` : undefined,
    f.first_installment_date_from
      ? sql`${sales.first_installment_date} >= ${f.first_installment_date_from}`
      : undefined,
    f.first_installment_date_to
      ? sql`${sales.first_installment_date} <= ${f.first_installment_date_to}`
      : undefined,
    f.due_from || f.due_to ? dueUnpaid(f.due_from, f.due_to) : undefined,
    f.adding_date_from ? sql`${tbilisiDate} >= ${f.adding_date_from}::date` : undefined,
    f.adding_date_to ? sql`${tbilisiDate} <= ${f.adding_date_to}::date` : undefined,
    f.info_source ? sql`${sales.info_source} ilike ${like(f.info_source)}` : undefined,
    f.property_state ? withUnit(sql`p.state = ${f.property_state}`) : undefined,
    f.property_type ? withUnit(sql`p.type = ${f.property_type}`) : undefined,
    f.has_payments === 'yes'
      ? sql`${sales.paid_amount} > 0`
      : f.has_payments === 'no'
        ? sql`${sales.paid_amount} = 0`
        : f.has_payments === 'below_percent'
          ? sql`${sales.paid_amount} * 100 < ${sales.total_price} * ${String(f.payment_percent ?? 10)}::numeric`
          : undefined,
    bool(
      f.has_docs,
      sql`exists (select 1 from documents d where d.owner_type = 'sale' and d.owner_id = ${sales.id})`,
      sql`not exists (select 1 from documents d where d.owner_type = 'sale' and d.owner_id = ${sales.id})`,
    ),
    f.contract_lang ? eq(sales.contract_lang, f.contract_lang) : undefined,
    bool(
      f.with_multiple_properties,
      sql`(select count(*) from ${saleProperties} sp where sp.sale_id = ${sales.id} and ${SALE_UNIT}) > 1`,
      sql`(select count(*) from ${saleProperties} sp where sp.sale_id = ${sales.id} and ${SALE_UNIT}) <= 1`,
    ),
    f.customer_birth_date
      ? withCustomer(sql`to_char(c.birth_date, 'MM-DD') = ${f.customer_birth_date}`)
      : undefined,
    bool(
      f.customer_has_phone,
      withCustomer(sql`coalesce(c.phone, '') <> ''`),
      sql`not ${withCustomer(sql`coalesce(c.phone, '') <> ''`)}`,
    ),
    bool(
      f.customer_has_email,
      withCustomer(sql`coalesce(c.email, '') <> ''`),
      sql`not ${withCustomer(sql`coalesce(c.email, '') <> ''`)}`,
    ),
    bool(
      f.overdue,
      sql`(${sales.status} <> 'canceled' and ${pastDueAsOf(today)})`,
      sql`not (${sales.status} <> 'canceled' and ${pastDueAsOf(today)})`,
    ),
    f.is_signed === undefined ? undefined : eq(sales.is_signed, f.is_signed),
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

export type ListKind = 'live' | 'trashed';

/** Which sales a list shows: those of the user's scope, filtered, live or in the trash. */
export interface ListQuery {
  user: Scope;
  filters: Partial<SaleFilters>;
  kind: ListKind;
}

/** Everything a list or totals query of this user filters by. */
export function listWhere({ user, filters, kind }: ListQuery, today: string): SQL | undefined {
  return and(
    kind === 'live' ? isNull(sales.deleted_at) : isNotNull(sales.deleted_at),
    ...keyConditions(user, filters, sales),
    ...filterConditions(filters, today),
  );
}

/** The inputs a list's statements are built from, as the key they are kept under (sale-kept-statements). */
export const listKey = ({ user, filters, kind }: ListQuery, today: string) => [
  scopeKey(user),
  filters,
  kind,
  today,
];
