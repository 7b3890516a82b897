import type { Currency } from '@shared/money/money';
import type { AppDeps } from '../../platform/deps';
import { ValidationFailed } from '../../platform/errors';
import type { Db } from '../../db/client';
import type { AuditContext } from '../../platform/audit';
import { paymentNotice } from '../messaging/event-notices.service';
import { postToLedger, type LedgerPaymentInput, type StoredPayment } from '../ledger/ledger-payments.service';
import type { LedgerDeps, LedgerOwner, PaymentMode } from '../ledger/ledger.service';
import { findVisibleSale, type SaleViewer, type VisibleSale } from '../sales/sale-access.service';
import { saleOwner } from '../sales/sale-ledger.service';
import { orderOwner } from '../services/service-ledger.service';
import { findVisibleOrder } from '../services/service-orders.service';

/**
 * The owners money is paid into, as callers name them: a sale by its id, a renovation or a container by
 * its own id. Every way money enters (a payment typed by staff, an advance, an import line, and next a
 * bank statement line or an online payment) posts through postPayment into the one ledger (decision 033).
 */

export type PaymentOwner = { kind: PaymentMode; id: number };

/** The owner's book of the ledger engine. */
export const ledgerOwner = (owner: PaymentOwner): LedgerOwner =>
  owner.kind === 'sale' ? saleOwner(owner.id) : orderOwner(owner.kind, owner.id);

/** The owner a recorded payment belongs to. */
export const ownerOfPayment = (p: StoredPayment): PaymentOwner =>
  p.mode === 'sale' ? { kind: 'sale', id: p.sale_id } : { kind: p.mode, id: p.service_container_id! };

/** Renovation and container payments are the services module's; with it switched off they are refused. */
export function refuseWithoutServices(deps: Pick<AppDeps, 'config'>, kind: PaymentMode): void {
  if (kind !== 'sale' && !deps.config.modules.services)
    throw new ValidationFailed({ mode: ['payments.renovation_later'] }, 'payments.renovation_later');
}

export type VisibleOwner = { currency: Currency; sale_id: number; sale: VisibleSale };

/** The owner when the user may see its sale (404 otherwise), with the currency its ledger keeps. */
export async function visibleOwner(
  deps: AppDeps,
  user: SaleViewer,
  owner: PaymentOwner,
): Promise<VisibleOwner> {
  refuseWithoutServices(deps, owner.kind);
  if (owner.kind === 'sale') {
    const sale = await findVisibleSale(deps.db, user, owner.id);
    return { currency: sale.payment_ccy, sale_id: sale.id, sale };
  }
  const { order, sale } = await findVisibleOrder(deps.db, user, owner.id, owner.kind);
  return { currency: order.currency, sale_id: order.sale_id, sale };
}

/** A sale's buyers hear of a payment added or changed (when the company switched it on); an extra's do not. */
export async function announcePayment(
  tx: Db,
  deps: LedgerDeps,
  owner: PaymentOwner,
  paymentId: number,
  change: 'adding' | 'change',
): Promise<void> {
  if (owner.kind === 'sale') await paymentNotice(tx, deps, owner.id, paymentId, change);
}

/**
 * Posts a payment into the owner's ledger inside the caller's transaction and answers its id; the sale's
 * buyers are told. Fetch a missing official rate before the transaction (resolveRates with deps.db).
 */
export async function postPayment(
  tx: Db,
  deps: LedgerDeps,
  owner: PaymentOwner,
  input: LedgerPaymentInput,
  audit: AuditContext,
): Promise<number> {
  const payment = await postToLedger(tx, deps, ledgerOwner(owner), input, audit);
  await announcePayment(tx, deps, owner, payment.id, 'adding');
  return payment.id;
}
