import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locales';
import type { SALE_SORTS } from '@shared/sales/contracts';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/prepared';
import {
  agents,
  buildings,
  customers,
  properties,
  saleCustomers,
  saleCounts,
  saleProperties,
  sales,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../platform/access';
import type { PageWindow } from '../../platform/pagination';
import { scopeKey } from './sale-access.repository';
import { debtSql, deletedByName, overdueSql, paidPercentSql } from './sale-columns.sql';
import {
  filterConditions,
  keyConditions,
  listKey,
  listWhere,
  SALE_UNIT,
  type ListQuery,
} from './sale-filters.sql';
import { named } from './sale-kept-statements';

/**
 * The sales list and its count, one statement each (the filters in sale-filters.sql.ts). The totals are in
 * sale-totals.repository.ts, the sale page's reads in sale-page.repository.ts, the responsible managers in
 * sale-responsible.repository.ts, writes in sales-write.repository.ts.
 */

export type Scope = Pick<AuthUser, 'id' | 'permissions' | 'buildingIds'>;
export type StoredSale = typeof sales.$inferSelect;

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
