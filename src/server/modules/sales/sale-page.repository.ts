import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  agents,
  auditLogs,
  banks,
  buildings,
  customers,
  properties,
  saleCustomers,
  saleInstalments,
  saleProperties,
  sales,
  users,
} from '../../db/schema';
import { customerNameColumns } from '../customers/customer-name.sql';
import { saleScope, scopeKey } from './sale-access.repository';
import { debtSql, deletedByName, overdueSql } from './sale-columns.sql';
import { kept } from './sale-kept-statements';
import type { Scope } from './sales.repository';

/** The sale page's reads: the sale with its names and debt, its units, buyers, instalments and history. */

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
