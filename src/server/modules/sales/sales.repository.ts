import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locales';
import type { Currency } from '@shared/money/money';
import type { SALE_SORTS, SaleFilters } from '@shared/sales/contracts';
import type { Db } from '../../db/client';
import { keptNamed, pageOf, preparedPerDatabase } from '../../db/prepared';
import {
  agents,
  auditLogs,
  banks,
  buildings,
  customers,
  properties,
  saleCustomers,
  saleInstalments,
  saleCounts,
  saleProperties,
  sales,
  serviceContainers,
  users,
} from '../../db/schema';
import { customerNameColumns } from '../customers/customer-name.sql';
import type { AuthUser } from '../../platform/access';
import { saleScope, scopeKey, type SaleKeys } from './sale-access.repository';
import type { PageWindow } from '../../platform/pagination';
import { debtAsOf, overdueDaysAsOf, pastDueAsOf, type Day } from './sale-debt.sql';

/**
 * Reads of sales: the list and its totals (one statement each, every filter an indexable condition or an
 * EXISTS, debt from the kept balance columns and the instalments' running totals), the sale page's parts
 * and the history. Writes are in sales-write.repository.ts.
 */

export type Scope = Pick<AuthUser, 'id' | 'permissions' | 'buildingIds'>;
export type StoredSale = typeof sales.$inferSelect;

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
/** The name of whoever trashed the sale (a subquery: users is already joined as the responsible manager). */
const deletedByName = sql<
  string | null
>`(select trim(d.first_name || ' ' || d.last_name) from ${users} d where d.id = ${sales.deleted_by})`;

const SALE_UNIT = sql`(sp.released_at is null or sp.released_at >= coalesce(${sales.canceled_at}, ${sales.deleted_at}))`;

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

/**
 * Debt and overdue days as of `today`; a canceled contract owes nothing any more. Payments fill the
 * instalments oldest first, so a sale whose oldest unpaid instalment is not yet due (or that has none)
 * owes nothing today: the instalments are looked at only for the others, which keeps totals over tens
 * of thousands of sales to one index probe per late sale.
 */
const debtSql = (today: Day) =>
  sql<string>`(case when ${sales.status} = 'canceled' or ${sales.first_unpaid_date} is null or ${sales.first_unpaid_date} > ${today}::date then 0 else ${debtAsOf(today)} end)`;
const overdueSql = (today: Day) =>
  sql<number>`(case when ${sales.status} = 'canceled' then 0 else ${overdueDaysAsOf(today)} end)`;
const paidPercentSql = sql<string>`round(coalesce(${sales.paid_amount} * 100 / nullif(${sales.total_price}, 0), 0), 2)`;

const bool = (flag: boolean | undefined, yes: SQL, no: SQL) =>
  flag === undefined ? undefined : flag ? yes : no;

/**
 * The user's scope and the filters on a sale's complex, responsible manager and status: the columns the
 * kept counts (sale_counts) have too, so the same conditions select from either table.
 */
function keyConditions(user: Scope, f: Partial<SaleFilters>, table: SaleKeys): (SQL | undefined)[] {
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
function filterConditions(f: Partial<SaleFilters>, today: string): SQL[] {
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
function listWhere({ user, filters, kind }: ListQuery, today: string): SQL | undefined {
  return and(
    kind === 'live' ? isNull(sales.deleted_at) : isNotNull(sales.deleted_at),
    ...keyConditions(user, filters, sales),
    ...filterConditions(filters, today),
  );
}

/** The inputs a list's statements are built from, as the key they are kept under (see `named`). */
const listKey = ({ user, filters, kind }: ListQuery, today: string) => [scopeKey(user), filters, kind, today];

/** The sales list's, its counts' and totals' and the sale page's statements (see keptNamed). */
const kept = keptNamed(1000);

/** Runs the kept statement (see `kept`) of a query without placeholders. */
const named = <T>(...args: Parameters<typeof kept<T>>): Promise<T> => kept(...args).execute();

/**
 * How many sales a list of this user shows. Live sales filtered only by complex, manager and status are
 * summed from the kept counts (a few hundred rows at most, exact in every transaction: see migration
 * 0020) instead of counting tens of thousands of sales on every page; any other filter counts the sales.
 */
export async function countListed(db: Db, list: ListQuery, today: string): Promise<number> {
  const { user, filters, kind } = list;
  if (kind === 'trashed' || filterConditions(filters, today).length) return countSales(db, list, today);
  const [row] = await named(db, 'sales_kept_count', [scopeKey(user), filters], () =>
    db
      .select({ n: sql<number>`coalesce(sum(${saleCounts.n}), 0)::int` })
      .from(saleCounts)
      .where(and(...keyConditions(user, filters, saleCounts))),
  );
  return row?.n ?? 0;
}

function customerNameSql(locale: Locale): SQL {
  if (locale === 'ka')
    return sql`case when c.type = 'company' then c.company_name else trim(c.first_name || ' ' || c.last_name) end`;
  const suffix = locale === 'en' ? 'en' : 'ru';
  return sql.raw(
    `case when c.type = 'company' then coalesce(nullif(c.company_name_${suffix}, ''), c.company_name) when c.first_name_${suffix} <> '' or c.last_name_${suffix} <> '' then trim(c.first_name_${suffix} || ' ' || c.last_name_${suffix}) else trim(c.first_name || ' ' || c.last_name) end`,
  );
}

/** The buyers of a sale as one text, the main buyer first. */
const customerNamesSql = (locale: Locale) =>
  sql<string>`coalesce((select string_agg(${customerNameSql(locale)}, ', ' order by sc.position, sc.id) from ${saleCustomers} sc join ${customers} c on c.id = sc.customer_id where sc.sale_id = ${sales.id} and sc.removed_at is null), '')`;

/** "A-5-12, A-5-13": block-floor-number of each unit of the sale. */
const unitsSql = sql<string>`coalesce((select string_agg(concat_ws('-', p.block, p.floor::text, p.number), ', ' order by p.block nulls first, p.floor, p.number) from ${saleProperties} sp join ${properties} p on p.id = sp.property_id where sp.sale_id = ${sales.id} and ${SALE_UNIT}), '')`;

const rowColumns = (locale: Locale, today: string) => ({
  id: sales.id,
  contract_no: sales.contract_no,
  status: sales.status,
  contract_type: sales.contract_type,
  contract_lang: sales.contract_lang,
  contract_start_date: sales.contract_start_date,
  building_id: sales.building_id,
  building: { name: buildings.name, name_en: buildings.name_en, name_ru: buildings.name_ru },
  units: unitsSql,
  customer_name: customerNamesSql(locale),
  payment_ccy: sales.payment_ccy,
  total_price: sales.total_price,
  paid: sales.paid_amount,
  debt: debtSql(today),
  overdue_days: overdueSql(today),
  next_due_date: sales.first_unpaid_date,
  paid_percent: paidPercentSql,
  responsible_name: sql<
    string | null
  >`case when ${users.id} is null then null else trim(${users.first_name} || ' ' || ${users.last_name}) end`,
  agent: { name: agents.name, name_en: agents.name_en, name_ru: agents.name_ru },
  is_signed: sales.is_signed,
  created_at: sales.created_at,
  deleted_at: sales.deleted_at,
  delete_comment: sales.delete_comment,
  deleted_by_name: deletedByName,
});

export type SaleListRecord = Awaited<ReturnType<typeof listSales>>[number];

async function countSales(db: Db, list: ListQuery, today: string): Promise<number> {
  const [row] = await named(db, 'sales_count', listKey(list, today), () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sales)
      .where(listWhere(list, today)),
  );
  return row?.n ?? 0;
}

export type Sort = { sort?: (typeof SALE_SORTS)[number] | undefined; direction?: 'asc' | 'desc' | undefined };

function orderBy(sort: Sort, today: string): SQL[] {
  const column = {
    id: sql`${sales.id}`,
    contract_no: sql`${sales.contract_no}`,
    contract_start_date: sql`${sales.contract_start_date}`,
    total_price: sql`${sales.total_price}`,
    debt: debtSql(today),
    overdue_days: overdueSql(today),
  }[sort.sort ?? 'id'];
  const direction = sort.direction ?? (sort.sort && sort.sort !== 'id' ? 'asc' : 'desc');
  const by = direction === 'asc' ? asc : desc;
  return [by(column), by(sales.id)];
}

/** One page of sales, newest first unless sorted otherwise. */
export function listSales(
  db: Db,
  list: ListQuery,
  locale: Locale,
  today: string,
  sort: Sort,
  window?: PageWindow,
) {
  return named(db, 'sales_list', [...listKey(list, today), locale, sort, window ?? null], () => {
    const query = db
      .select(rowColumns(locale, today))
      .from(sales)
      .innerJoin(buildings, eq(buildings.id, sales.building_id))
      .leftJoin(users, eq(users.id, sales.responsible_user_id))
      .leftJoin(agents, eq(agents.id, sales.agent_id))
      .where(listWhere(list, today))
      .orderBy(...orderBy(sort, today));
    return window ? pageOf(query, window) : query;
  });
}

export type TotalsRow = {
  currency: Currency;
  count: number;
  price: string;
  paid: string;
  debt: string;
  overdue_count: number;
};

/**
 * Count, price, paid, debt and overdue count per currency of the live sales a list of this user shows.
 * Filtered only by complex, manager and status (the screen as it opens), count, price and paid are summed
 * from the kept sums (migration 0023) and only the sales past due are read, for their debt; any other
 * filter reads the filtered sales in one aggregate.
 */
export async function totalsOf(
  db: Db,
  user: Scope,
  f: Partial<SaleFilters>,
  today: string,
): Promise<TotalsRow[]> {
  const list: ListQuery = { user, filters: f, kind: 'live' };
  if (filterConditions(f, today).length) return countedTotals(db, list, today);
  const [kept, late] = await Promise.all([
    named(db, 'sales_kept_totals', [scopeKey(user), f], () =>
      db
        .select({
          currency: saleCounts.payment_ccy,
          count: sql<number>`sum(${saleCounts.n})::int`,
          price: sql<string>`sum(${saleCounts.price})`,
          paid: sql<string>`sum(${saleCounts.paid})`,
        })
        .from(saleCounts)
        .where(and(...keyConditions(user, f, saleCounts)))
        .groupBy(saleCounts.payment_ccy)
        .having(sql`sum(${saleCounts.n}) > 0`)
        .orderBy(saleCounts.payment_ccy),
    ),
    named(db, 'sales_late_totals', [scopeKey(user), f, today], () =>
      db
        .select({
          currency: sales.payment_ccy,
          debt: sql<string>`sum(${debtSql(today)})`,
          overdue_count: sql<number>`(count(*) filter (where ${pastDueAsOf(today)}))::int`,
        })
        .from(sales)
        .where(
          and(
            isNull(sales.deleted_at),
            ne(sales.status, 'canceled'),
            sql`${sales.first_unpaid_date} <= ${today}::date`,
            ...keyConditions(user, f, sales),
          ),
        )
        .groupBy(sales.payment_ccy),
    ),
  ]);
  const lateOf = new Map(late.map((r) => [r.currency, r]));
  return kept.map((r) => ({
    ...r,
    debt: lateOf.get(r.currency)?.debt ?? '0',
    overdue_count: lateOf.get(r.currency)?.overdue_count ?? 0,
  }));
}

/** The totals as one aggregate over the filtered sales. */
function countedTotals(db: Db, list: ListQuery, today: string): Promise<TotalsRow[]> {
  return named(db, 'sales_totals', listKey(list, today), () =>
    db
      .select({
        currency: sales.payment_ccy,
        count: sql<number>`count(*)::int`,
        price: sql<string>`coalesce(sum(${sales.total_price}), 0)`,
        paid: sql<string>`coalesce(sum(${sales.paid_amount}), 0)`,
        debt: sql<string>`coalesce(sum(${debtSql(today)}), 0)`,
        overdue_count: sql<number>`(count(*) filter (where ${sales.status} <> 'canceled' and ${pastDueAsOf(today)}))::int`,
      })
      .from(sales)
      .where(listWhere(list, today))
      .groupBy(sales.payment_ccy)
      .orderBy(sales.payment_ccy),
  );
}

// ---------------------------------------------------------------- one sale

export type SaleKind = 'live' | 'trashed';

/** A sale the user may see, with the names its page shows; undefined when missing or out of scope. */
export async function findSale(db: Db, user: Scope, id: number, kind: SaleKind, today: string) {
  const [row] = await kept(db, 'sale_find', [scopeKey(user), kind], () =>
    findSaleQuery(db, user, kind),
  ).execute({
    id,
    today,
  });
  return row;
}

/** The sale page's read of one sale: its id and the day are placeholders, the same statement for every sale. */
const findSaleQuery = (db: Db, user: Scope, kind: SaleKind) => {
  const today = sql.placeholder('today');
  return db
    .select({
      sale: sales,
      building: { name: buildings.name, name_en: buildings.name_en, name_ru: buildings.name_ru },
      bank: { title: banks.title, title_en: banks.title_en },
      agent: { name: agents.name, name_en: agents.name_en, name_ru: agents.name_ru },
      responsible_name: sql<
        string | null
      >`case when ${users.id} is null then null else trim(${users.first_name} || ' ' || ${users.last_name}) end`,
      debt: debtSql(today),
      overdue_days: overdueSql(today),
      deleted_by_name: deletedByName,
    })
    .from(sales)
    .innerJoin(buildings, eq(buildings.id, sales.building_id))
    .leftJoin(banks, eq(banks.id, sales.mortgage_bank_id))
    .leftJoin(agents, eq(agents.id, sales.agent_id))
    .leftJoin(users, eq(users.id, sales.responsible_user_id))
    .where(
      and(
        eq(sales.id, sql.placeholder('id')),
        kind === 'live' ? isNull(sales.deleted_at) : isNotNull(sales.deleted_at),
        saleScope(user),
      ),
    );
};
export type FoundSale = NonNullable<Awaited<ReturnType<typeof findSale>>>;

// The sale page's reads by sale id are prepared (see preparedPerDatabase): the page is opened all day.
const saleId = sql.placeholder('saleId');

/** Every unit the sale ever held, the released ones with their release time. */
const unitsOfSale = preparedPerDatabase((db) =>
  db
    .select({
      property_id: properties.id,
      building_id: properties.building_id,
      building: { name: buildings.name, name_en: buildings.name_en, name_ru: buildings.name_ru },
      block: properties.block,
      floor: properties.floor,
      number: properties.number,
      type: properties.type,
      state: properties.state,
      total_area: properties.total_area,
      price: saleProperties.price,
      released_at: saleProperties.released_at,
    })
    .from(saleProperties)
    .innerJoin(properties, eq(properties.id, saleProperties.property_id))
    .innerJoin(buildings, eq(buildings.id, properties.building_id))
    .where(eq(saleProperties.sale_id, saleId))
    .orderBy(sql`${saleProperties.released_at} is not null`, asc(saleProperties.id))
    .prepare('sale_page_units'),
);
export const unitsOf = (db: Db, id: number) => unitsOfSale(db).execute({ saleId: id });

/** The buyers, current first (main buyer first), then the removed ones as history. */
const customersOfSale = preparedPerDatabase((db) =>
  db
    .select({
      customer: {
        id: customers.id,
        ...customerNameColumns,
        personal_id: customers.personal_id,
        company_id: customers.company_id,
        phone: customers.phone,
        email: customers.email,
      },
      added_at: saleCustomers.added_at,
      removed_at: saleCustomers.removed_at,
      removal_reason: saleCustomers.removal_reason,
    })
    .from(saleCustomers)
    .innerJoin(customers, eq(customers.id, saleCustomers.customer_id))
    .where(eq(saleCustomers.sale_id, saleId))
    .orderBy(
      sql`${saleCustomers.removed_at} is not null`,
      desc(saleCustomers.removed_at),
      asc(saleCustomers.position),
      asc(saleCustomers.id),
    )
    .prepare('sale_page_customers'),
);
export const customersOf = (db: Db, id: number) => customersOfSale(db).execute({ saleId: id });

const instalmentsOfSale = preparedPerDatabase((db) =>
  db
    .select()
    .from(saleInstalments)
    .where(eq(saleInstalments.sale_id, saleId))
    .orderBy(asc(saleInstalments.number))
    .prepare('sale_page_instalments'),
);
export const instalmentsOf = (db: Db, id: number) => instalmentsOfSale(db).execute({ saleId: id });

/** The audit rows of one sale, newest first, with who made them. */
export function historyOf(db: Db, saleId: number) {
  return db
    .select({
      id: auditLogs.id,
      action: auditLogs.action,
      changes: auditLogs.changes,
      created_at: auditLogs.created_at,
      user_name: sql<
        string | null
      >`case when ${users.id} is null then null else trim(${users.first_name} || ' ' || ${users.last_name}) end`,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.user_id))
    .where(and(eq(auditLogs.entity_type, 'sale'), eq(auditLogs.entity_id, String(saleId))))
    .orderBy(desc(auditLogs.id))
    .limit(1000);
}

/** Active users who hold can_be_responsible_sale_manager, directly or through a role. */
export const responsibleCondition = sql`${users.active} and ('can_be_responsible_sale_manager' = any(${users.permissions}) or exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${users.id} and 'can_be_responsible_sale_manager' = any(r.permissions)))`;

export function responsibleUsers(db: Db) {
  return db
    .select({
      id: users.id,
      name: sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`,
    })
    .from(users)
    .where(responsibleCondition)
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
}
