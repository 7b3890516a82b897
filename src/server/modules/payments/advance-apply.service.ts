import type { AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, invalid, notFound } from '../../platform/errors';
import { paymentNotice } from '../messaging/event-notices.service';
import { findVisibleSale, refuseIfClosed, type SaleViewer } from '../sales/sale-access.service';
import {
  findAdvance,
  isCurrentBuyer,
  recordPayment,
  resolveRates,
  type RecordPaymentInput,
} from '../sales/sale-payments.service';

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
  const input: RecordPaymentInput = {
    sale_id: sale.id,
    amount: advance.amount,
    currency: advance.currency,
    payment_date: advance.paid_at,
    payment_type: 'advance',
    bank_account_id: advance.bank_account_id,
    note: advance.note,
    advance_payment_id: advance.id,
  };
  await resolveRates(deps.db, deps, sale.payment_ccy, input);
  return deps.db.transaction(async (tx) => {
    const id = await recordPayment(tx, deps, input, audit);
    await paymentNotice(tx, deps, sale.id, id, 'adding');
    return id;
  });
}
