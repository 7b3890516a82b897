import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@shared/money/money';
import { OVERDUE_STATUSES } from '@shared/payments/contracts';
import type { ServiceOrderKind } from '@shared/services/contracts';
import type { Db } from '../../db/client';
import {
  agents,
  buildings,
  customers,
  properties,
  saleCustomers,
  saleProperties,
  sales,
  serviceContainers,
  users,
} from '../../db/schema';
import { customerNameColumns } from '../customers/customer-name.sql';
import type { PageWindow } from '../../platform/pagination';
import { debtAsOf, overdueDaysAsOf } from '../sales/sale-debt.sql';
import { orderDebtAsOf, orderOverdueDaysAsOf } from '../services/order-debt.sql';

/** Any constant unique to this job: the session-wide lock that lets one server process run it at a time. */
const OVERDUE_JOB_LOCK = 5_510_001;

type Rows<T> = { rows: T[] };

/** Takes the job's lock for the rest of the transaction; false when another process holds it. */
export async function tryJobLock(tx: Db): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${OVERDUE_JOB_LOCK}) as locked`);
  return (result as unknown as Rows<{ locked: boolean }>).rows[0]?.locked === true;
}

/** The given overdue sales become cancellation candidates; answers the ones changed. */
export async function markCandidates(tx: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await tx
    .update(sales)
    .set({ status: 'cancellation_candidate', status_changed_at: new Date(), updated_at: new Date() })
    .where(and(inArray(sales.id, ids), eq(sales.status, 'overdue'), isNull(sales.deleted_at)))
    .returning({ id: sales.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** `saleScope` in this file: the sales the user may see (sales/sale-access.service.ts visibleSalesScope). */
export async function statusesOf(db: Db, saleScope: SQL | undefined, ids: number[]) {
  return db
    .select({ id: sales.id, status: sales.status, deleted_at: sales.deleted_at })
    .from(sales)
    .where(and(inArray(sales.id, ids), saleScope))
    .for('update');
}

export interface OverdueFilters {
  status?: 'overdue' | 'cancellation_candidate' | undefined;
  building_id?: number | undefined;
  contract_no?: string | undefined;
  building_ids?: number[] | undefined;
  property_num?: string | undefined;
  payment_ccy?: Currency | undefined;
  late?: 'sale' | ServiceOrderKind | undefined;
}

/**
 * How the list tells what is late as of `today`: a sale's own ledger by its status (the overdue rule), a
 * renovation's or container's by the same grace, its oldest unpaid instalment more than `graceDays` past
 * due; `orderKinds` is empty when the services module is off. Drafts and canceled containers owe nothing yet.
 */
export interface Lateness {
  today: string;
  graceDays: number;
  orderKinds: ServiceOrderKind[];
}

const saleLate = inArray(sales.status, [...OVERDUE_STATUSES]);

const orderLate = (l: Lateness) =>
  and(
    inArray(serviceContainers.kind, l.orderKinds),
    sql`${serviceContainers.status} not in ('draft', 'canceled')`,
    sql`${orderOverdueDaysAsOf(l.today)} > ${l.graceDays}`,
  );

const lateOrderOfSale = (l: Lateness) =>
  sql`exists (select 1 from ${serviceContainers} where ${serviceContainers.sale_id} = ${sales.id} and ${orderLate(l)})`;

function lateCondition(f: OverdueFilters, l: Lateness): SQL | undefined {
  if (f.late === 'sale') return saleLate;
  if (f.late)
    return l.orderKinds.includes(f.late) ? lateOrderOfSale({ ...l, orderKinds: [f.late] }) : sql`false`;
  return l.orderKinds.length ? or(saleLate, lateOrderOfSale(l)) : saleLate;
}

/** The sale holds a unit of this number (overdue sales are live, so their units are not released). */
const holdsUnitNumbered = (number: string) =>
  sql`exists (select 1 from ${saleProperties} sp join ${properties} p on p.id = sp.property_id where sp.sale_id = ${sales.id} and sp.released_at is null and lower(p.number) = lower(${number}))`;

function where(saleScope: SQL | undefined, f: OverdueFilters, l: Lateness): SQL | undefined {
  return and(
    isNull(sales.deleted_at),
    ne(sales.status, 'canceled'),
    f.status ? eq(sales.status, f.status) : undefined,
    lateCondition(f, l),
    f.building_id === undefined ? undefined : eq(sales.building_id, f.building_id),
    f.contract_no ? ilike(sales.contract_no, `%${f.contract_no.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    f.building_ids?.length ? inArray(sales.building_id, f.building_ids) : undefined,
    f.payment_ccy ? eq(sales.payment_ccy, f.payment_ccy) : undefined,
    f.property_num ? holdsUnitNumbered(f.property_num) : undefined,
    saleScope,
  );
}

/** The longest lateness of the sale over its ledgers: the list's order. */
const longestOverdue = (l: Lateness) =>
  l.orderKinds.length
    ? sql<number>`greatest(${overdueDaysAsOf(l.today)}, (select coalesce(max(${orderOverdueDaysAsOf(l.today)}), 0) from ${serviceContainers} where ${serviceContainers.sale_id} = ${sales.id} and ${orderLate(l)}))`
    : overdueDaysAsOf(l.today);

export async function countOverdue(
  db: Db,
  saleScope: SQL | undefined,
  f: OverdueFilters,
  l: Lateness,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sales)
    .where(where(saleScope, f, l));
  return row?.n ?? 0;
}

export const listOverdue = (
  db: Db,
  saleScope: SQL | undefined,
  f: OverdueFilters,
  l: Lateness,
  window: PageWindow,
) =>
  db
    .select({
      sale: {
        id: sales.id,
        contract_no: sales.contract_no,
        status: sales.status,
        contract_type: sales.contract_type,
        contract_lang: sales.contract_lang,
        contract_start_date: sales.contract_start_date,
        building_id: sales.building_id,
        payment_ccy: sales.payment_ccy,
        total_price: sales.total_price,
        paid_amount: sales.paid_amount,
        first_unpaid_date: sales.first_unpaid_date,
        is_signed: sales.is_signed,
        created_at: sales.created_at,
        deleted_at: sales.deleted_at,
      },
      debt: sql<string>`(${debtAsOf(l.today)})::numeric(14,2)::text`,
      overdue_days: overdueDaysAsOf(l.today),
      building: { name: buildings.name, name_en: buildings.name_en, name_ru: buildings.name_ru },
      responsible: { first_name: users.first_name, last_name: users.last_name },
      agent: { name: agents.name, name_en: agents.name_en, name_ru: agents.name_ru },
    })
    .from(sales)
    .innerJoin(buildings, eq(buildings.id, sales.building_id))
    .leftJoin(users, eq(users.id, sales.responsible_user_id))
    .leftJoin(agents, eq(agents.id, sales.agent_id))
    .where(where(saleScope, f, l))
    .orderBy(desc(longestOverdue(l)), asc(sales.id))
    .limit(window.limit)
    .offset(window.offset);

/** The late renovations and containers of the sales, each with its own debt and days. */
export const lateOrdersOf = (db: Db, saleIds: number[], l: Lateness) =>
  db
    .select({
      sale_id: serviceContainers.sale_id,
      kind: serviceContainers.kind,
      id: serviceContainers.id,
      title: serviceContainers.title,
      currency: serviceContainers.currency,
      debt: sql<string>`(${orderDebtAsOf(l.today)})::numeric(14,2)::text`,
      overdue_days: orderOverdueDaysAsOf(l.today),
    })
    .from(serviceContainers)
    .where(and(inArray(serviceContainers.sale_id, saleIds), orderLate(l)))
    .orderBy(asc(serviceContainers.sale_id), desc(serviceContainers.kind), asc(serviceContainers.id));

/** The live units of the sales: block-floor-number. */
export const unitsOf = (db: Db, saleIds: number[]) =>
  db
    .select({
      sale_id: saleProperties.sale_id,
      block: properties.block,
      floor: properties.floor,
      number: properties.number,
    })
    .from(saleProperties)
    .innerJoin(properties, eq(properties.id, saleProperties.property_id))
    .where(and(inArray(saleProperties.sale_id, saleIds), isNull(saleProperties.released_at)))
    .orderBy(asc(saleProperties.sale_id), asc(saleProperties.id));

/** The current buyers of the sales, main buyer first. */
export const buyersOf = (db: Db, saleIds: number[]) =>
  db
    .select({
      sale_id: saleCustomers.sale_id,
      customer: customerNameColumns,
    })
    .from(saleCustomers)
    .innerJoin(customers, eq(customers.id, saleCustomers.customer_id))
    .where(and(inArray(saleCustomers.sale_id, saleIds), isNull(saleCustomers.removed_at)))
    .orderBy(asc(saleCustomers.sale_id), asc(saleCustomers.position), asc(saleCustomers.id));
