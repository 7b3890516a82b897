import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Currency } from '@shared/money/money';
import type { Db } from '../../db/client';
import { sales } from '../../db/schema';
import type { AuthUser } from '../../platform/access';
import { saleScope } from '../../platform/sale-scope';
import { HttpError, notFound } from '../../platform/errors';

/**
 * Who may see which sale, for the money routes (schedules, payments, overdue sales): view_sales sees the
 * sales of the user's complexes; view_only_own_sales (without view_sales) only those the user is the
 * responsible manager of. A sale the user may not see answers 404, as if it did not exist.
 */

export type SaleViewer = Pick<AuthUser, 'id' | 'permissions' | 'buildingIds'>;

const saleColumns = {
  id: sales.id,
  status: sales.status,
  contract_no: sales.contract_no,
  building_id: sales.building_id,
  payment_ccy: sales.payment_ccy,
  total_price: sales.total_price,
  first_installment_amount: sales.first_installment_amount,
  first_installment_date: sales.first_installment_date,
  is_signed: sales.is_signed,
  automatic_recalculation: sales.automatic_recalculation,
  responsible_user_id: sales.responsible_user_id,
  deleted_at: sales.deleted_at,
};

export type VisibleSale = {
  id: number;
  status: string;
  contract_no: string;
  building_id: number;
  payment_ccy: Currency;
  total_price: string;
  first_installment_amount: string;
  first_installment_date: string | null;
  is_signed: boolean;
  automatic_recalculation: boolean;
  responsible_user_id: number | null;
  deleted_at: Date | null;
};

/** The sale when the user may see it (trashed ones too: their money history stays readable). */
export async function findVisibleSale(db: Db, user: SaleViewer, id: number): Promise<VisibleSale> {
  const [row] = await db
    .select(saleColumns)
    .from(sales)
    .where(and(eq(sales.id, id), saleScope(user)));
  if (!row) throw notFound();
  return row as VisibleSale;
}

/** Live sales (not trashed) the user may see, by contract number. */
export async function visibleSalesByContract(
  db: Db,
  user: SaleViewer,
  contractNos: readonly string[],
): Promise<Map<string, VisibleSale>> {
  if (!contractNos.length) return new Map();
  const rows = await db
    .select(saleColumns)
    .from(sales)
    .where(and(inArray(sales.contract_no, [...contractNos]), isNull(sales.deleted_at), saleScope(user)));
  return new Map(rows.map((r) => [r.contract_no, r as VisibleSale]));
}

/** A canceled or trashed sale keeps its money history as it is: reading yes, changing no (409). */
export function isClosed(sale: { status: string; deleted_at: Date | null }): boolean {
  return sale.status === 'canceled' || sale.deleted_at !== null;
}

export function refuseIfClosed(sale: { status: string; deleted_at: Date | null }): void {
  if (isClosed(sale)) throw new HttpError(409, 'payments.sale_closed');
}
