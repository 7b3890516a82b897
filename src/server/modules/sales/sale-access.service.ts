import type { MessageKey } from '@shared/i18n/messages';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../platform/errors';
import { linkOf, type Link } from '../../platform/linked-records';
import * as repo from './sale-access.repository';
import type { Scope } from './sales.repository';

/**
 * Who may see which sale, answered for every module that works on a sale (payments, schedules, invoices,
 * SMS, contracts, files): the rule is sale-access.repository.ts saleScope (view_sales sees the sales of the user's
 * complexes; view_only_own_sales without it only those the user is the responsible manager of). A sale the
 * user may not see answers 404, as if it did not exist.
 */

export type SaleViewer = Scope;
type SaleScope = ReturnType<typeof repo.saleScope>;

/**
 * For another module's list over rows of sales (invoices, SMS, overdue sales; documents and comments get
 * it wired by modules/index.ts): the condition on the `sales` table its query joins, handed to its repository.
 */
export const visibleSalesScope = (user: SaleViewer, table?: repo.SaleKeys): SaleScope =>
  repo.saleScope(user, table);

/** Whether the user sees only the sales they are the responsible manager of (view_only_own_sales). */
export const seesOnlyOwnSales = (user: SaleViewer): boolean => repo.seesOnlyOwnSales(user);

/**
 * Whether the user sees every sale (every complex, not only their own): what may read figures that belong
 * to no sale or complex, or that add up sales the user could not each open.
 */
export const seesEverySale = (user: SaleViewer): boolean => repo.seesEverySale(user);

export type VisibleSale = NonNullable<repo.VisibleSaleRecord>;

/** The sale when the user may see it (trashed ones too: their money history stays readable), else 404. */
export async function findVisibleSale(db: Db, user: SaleViewer, id: number): Promise<VisibleSale> {
  const row = await repo.visibleSale(db, user, id);
  if (!row) throw notFound();
  return row;
}

/** Live sales (not trashed) the user may see, by contract number. */
export async function visibleSalesByContract(
  db: Db,
  user: SaleViewer,
  contractNos: readonly string[],
): Promise<Map<string, VisibleSale>> {
  if (!contractNos.length) return new Map();
  const rows = await repo.visibleLiveSalesByContract(db, user, [...contractNos]);
  return new Map(rows.map((r) => [r.contract_no, r]));
}

/** Whether a live sale exists and the user may see it (the owner check of the sale's files). */
export const liveSaleVisible = (db: Db, user: SaleViewer, id: number): Promise<boolean> =>
  repo.liveSaleVisible(db, user, id);

/**
 * The live sales a request body names (a ticket's), for requireLinks (platform/linked-records.ts): only
 * sales the user may see pass, by saleScope.
 */
export const saleLink = (
  db: Db,
  user: SaleViewer,
  ids: number | readonly number[],
  message: MessageKey = 'records.sale_not_visible',
): Link => linkOf(ids, (wanted) => repo.visibleLiveSaleIds(db, user, wanted), message);

/** A canceled or trashed sale keeps its money history as it is: reading yes, changing no (409). */
export function isClosed(sale: { status: string; deleted_at: Date | null }): boolean {
  return sale.status === 'canceled' || sale.deleted_at !== null;
}

export function refuseIfClosed(sale: { status: string; deleted_at: Date | null }): void {
  if (isClosed(sale)) throw new HttpError(409, 'payments.sale_closed');
}
