import type { AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, invalid, notFound } from '../../platform/errors';
import type { LedgerPaymentInput } from '../ledger/ledger-payments.service';
import { resolveRates } from '../ledger/ledger-rates.service';
import { findVisibleSale, refuseIfClosed, type SaleViewer } from '../sales/sale-access.service';
import { isCurrentBuyer } from '../sales/sale-ledger.service';
import { findAdvance } from '../sales/sale-payments.service';
import { postPayment } from './payment-owners.service';

/**
 * POST /api/advance-payments/{id}/apply: an unapplied advance of one of the sale's buyers becomes a
 * payment of the sale (type 'advance', in the advance's currency and on its date).
 */
export async function applyAdvance(
  deps: AppDeps,
  user: SaleViewer,
  advanceId: number,
  saleId: number,
  audit: AuditContext,
): Promise<number> {
  const sale = await findVisibleSale(deps.db, user, saleId);
  refuseIfClosed(sale);
  const advance = await findAdvance(deps.db, advanceId);
  if (!advance) throw notFound();
  if (advance.sale_id !== null) throw new HttpError(409, 'payments.advance_applied');
  if (!(await isCurrentBuyer(deps.db, sale.id, advance.customer_id)))
    throw invalid('sale_id', 'payments.advance_not_buyer');
  const input: LedgerPaymentInput = {
    amount: advance.amount,
    currency: advance.currency,
    payment_date: advance.paid_at,
    payment_type: 'advance',
    bank_account_id: advance.bank_account_id,
    note: advance.note,
    advance_payment_id: advance.id,
  };
  await resolveRates(deps.db, deps, sale.payment_ccy, input);
  return deps.db.transaction((tx) => postPayment(tx, deps, { kind: 'sale', id: sale.id }, input, audit));
}
