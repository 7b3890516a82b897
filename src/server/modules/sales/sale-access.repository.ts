import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keptNamed } from '../../db/prepared';
import type { reportFacts, saleCounts } from '../../db/schema';
import { sales } from '../../db/schema';
import { buildingScope, seesEveryBuilding } from '../../platform/building-scope';
import type { Scope } from './sales.repository';

/** The columns a sale's scope and its key filters look at: `sales`, `sale_counts` or `report_facts`. */
export type SaleKeys = typeof sales | typeof saleCounts | typeof reportFacts;

/** The reads behind sale-access.service.ts: a sale's money and contract facts, within the user's scope. */

/**
 * The one rule for which sales a user may see, as the condition on `sales` that keeps a query to them
 * (undefined: all of them): view_sales sees the sales of the user's complexes; view_only_own_sales (without
 * view_sales) only those the user is the responsible manager of. Anyone else a route lets through
 * (view_canceled_sales alone) is scoped by complex.
 */
export function saleScope(user: Scope, table: SaleKeys = sales): SQL | undefined {
  if (seesOnlyOwnSales(user)) return eq(table.responsible_user_id, user.id);
  return buildingScope(user, table.building_id);
}

/**
 * What of a user a sales statement depends on (saleScope here, canceledScope in sale-filters.sql.ts): a
 * statement built for the user is kept under it.
 */
export const scopeKey = (user: Scope) => [user.id, user.permissions, user.buildingIds];

/** Whether saleScope keeps nothing out: every complex, and not only the user's own sales. */
export const seesEverySale = (user: Scope): boolean => !seesOnlyOwnSales(user) && seesEveryBuilding(user);

/** view_only_own_sales without view_sales: the user sees only the sales they are responsible manager of. */
export const seesOnlyOwnSales = (user: Scope): boolean =>
  !user.permissions.includes('view_sales') && user.permissions.includes('view_only_own_sales');

const saleColumns = {
  id: sales.id,
  status: sales.status,
  contract_no: sales.contract_no,
  contract_lang: sales.contract_lang,
  building_id: sales.building_id,
  payment_ccy: sales.payment_ccy,
  total_price: sales.total_price,
  paid_amount: sales.paid_amount,
  first_installment_amount: sales.first_installment_amount,
  first_installment_date: sales.first_installment_date,
  is_signed: sales.is_signed,
  automatic_recalculation: sales.automatic_recalculation,
  responsible_user_id: sales.responsible_user_id,
  deleted_at: sales.deleted_at,
};

export type VisibleSaleRecord = Awaited<ReturnType<typeof visibleSale>>;

/** The sale when the user may see it, trashed ones included. */
export async function visibleSale(db: Db, user: Scope, id: number) {
  const [row] = await visibleSaleStatements(db, 'sale_visible', [scopeKey(user)], () =>
    db
      .select(saleColumns)
      .from(sales)
      .where(and(eq(sales.id, sql.placeholder('id')), saleScope(user))),
  ).execute({ id });
  return row;
}

// Every payment and every read of a sale's parts asks it: kept per scope as a named statement.
const visibleSaleStatements = keptNamed(200);

/** Live sales the user may see, by contract number. */
export function visibleLiveSalesByContract(db: Db, user: Scope, contractNos: string[]) {
  return db
    .select(saleColumns)
    .from(sales)
    .where(and(inArray(sales.contract_no, contractNos), isNull(sales.deleted_at), saleScope(user)));
}

/** Of these sales, the ids of the live ones the user may see. */
export async function visibleLiveSaleIds(db: Db, user: Scope, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(inArray(sales.id, ids), isNull(sales.deleted_at), saleScope(user)));
  return new Set(rows.map((r) => r.id));
}

/** Whether a live sale exists and the user may see it. */
export async function liveSaleVisible(db: Db, user: Scope, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.id, id), isNull(sales.deleted_at), saleScope(user)));
  return row !== undefined;
}
