import type { z } from 'zod';
import type { Locale } from '@shared/i18n/locales';
import { fromMinor, toMinor } from '@shared/money/money';
import type { calculatePaymentBody, PaymentCalculation, PayInput } from '@shared/payments/contracts';
import type { ServiceCalculation, ServiceOrderKind } from '@shared/services/contracts';
import type { AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { invalid, notFound } from '../../platform/errors';
import {
  changeOnLedger,
  findPayment,
  removeFromLedger,
  type LedgerPaymentInput,
} from '../ledger/ledger-payments.service';
import { ratesForChange, resolveRates, type RateInput } from '../ledger/ledger-rates.service';
import { previewPayment, type PaymentMode } from '../ledger/ledger.service';
import { findVisibleSale, refuseIfClosed, type SaleViewer } from '../sales/sale-access.service';
import { ledgerInputs } from '../sales/sale-ledger.service';
import { listSalePayments } from '../sales/sale-payments.service';
import { orderLedgerView } from '../services/service-ledger.service';
import { findVisibleOrder } from '../services/service-orders.service';
import {
  announcePayment,
  ledgerOwner,
  ownerOfPayment,
  postPayment,
  refuseWithoutServices,
  visibleOwner,
  type PaymentOwner,
} from './payment-owners.service';
import { todayOf } from '../../platform/clock';

export { getPayment } from '../sales/sale-payments.service';

/**
 * Paying, changing, deleting and previewing a payment of any owner (a sale, a renovation, a container):
 * the user's access and the official rates first, then one transaction through the one ledger
 * (ledger/ledger-payments.service.ts), so a change or a deletion leaves exactly the state a correct entry
 * would have given. Advances and imports have their own files.
 */

type ChangeInput = Omit<LedgerPaymentInput, 'advance_payment_id'>;

/** GET /api/sales/{id}/payments: readable on canceled and trashed sales too. */
export async function paymentsOfVisibleSale(deps: AppDeps, user: SaleViewer, saleId: number, locale: Locale) {
  await findVisibleSale(deps.db, user, saleId);
  return listSalePayments(deps.db, saleId, locale);
}

/**
 * A payment into the owner's ledger (of the sale `saleId`, when named: POST /api/payments/pay names
 * both); answers its id.
 */
export async function payInto(
  deps: AppDeps,
  user: SaleViewer,
  owner: PaymentOwner,
  input: ChangeInput,
  audit: AuditContext,
  saleId?: number,
): Promise<number> {
  const visible = await visibleOwner(deps, user, owner);
  if (saleId !== undefined && visible.sale_id !== saleId) throw notFound();
  refuseIfClosed(visible.sale);
  // Official rates are fetched (and stored) before the owner is locked.
  await resolveRates(deps.db, deps, visible.currency, input);
  return deps.db.transaction((tx) => postPayment(tx, deps, owner, input, audit));
}

/** POST /api/payments/pay. */
export async function pay(deps: AppDeps, user: SaleViewer, input: PayInput, audit: AuditContext) {
  if (input.mode === 'sale') return payInto(deps, user, { kind: 'sale', id: input.sale_id }, input, audit);
  refuseWithoutServices(deps, input.mode);
  if (!input.service_container_id) throw invalid('service_container_id', 'validation.required');
  return payInto(
    deps,
    user,
    { kind: input.mode, id: input.service_container_id },
    input,
    audit,
    input.sale_id,
  );
}

/** PUT /api/payments/{payment_id}: the owner's ledger is rebuilt as if the payment had been entered so. */
export async function changePayment(
  deps: AppDeps,
  user: SaleViewer,
  id: number,
  input: ChangeInput,
  audit: AuditContext,
): Promise<void> {
  const current = await findPayment(deps.db, id);
  if (!current) throw notFound();
  const owner = ownerOfPayment(current);
  const visible = await visibleOwner(deps, user, owner);
  refuseIfClosed(visible.sale);
  await ratesForChange(deps.db, deps, visible.currency, current, input);
  await deps.db.transaction(async (tx) => {
    await changeOnLedger(tx, deps, ledgerOwner(owner), id, input, audit);
    await announcePayment(tx, deps, owner, id, 'change');
  });
}

/**
 * DELETE /api/payments/{mode}/{payment_id}/{sale_id} and DELETE /api/containers/deletePayment/{id}: the
 * payment must be of that mode (and sale, when named); an advance paid with it becomes free again.
 */
export async function removePayment(
  deps: AppDeps,
  user: SaleViewer,
  params: { mode: PaymentMode; payment_id: number; sale_id?: number },
  audit: AuditContext,
): Promise<void> {
  const owner = await ownerToRemoveFrom(deps, params);
  await visibleOwner(deps, user, owner);
  await deps.db.transaction((tx) => removeFromLedger(tx, deps, ledgerOwner(owner), params.payment_id, audit));
}

/** A sale's payment is found under the sale's lock; a renovation's or container's names its owner. */
async function ownerToRemoveFrom(
  deps: AppDeps,
  params: { mode: PaymentMode; payment_id: number; sale_id?: number },
): Promise<PaymentOwner> {
  if (params.mode === 'sale') return { kind: 'sale', id: params.sale_id! };
  refuseWithoutServices(deps, params.mode);
  const current = await findPayment(deps.db, params.payment_id);
  if (
    !current ||
    current.mode !== params.mode ||
    current.service_container_id === null ||
    (params.sale_id !== undefined && current.sale_id !== params.sale_id)
  )
    throw notFound();
  return ownerOfPayment(current);
}

type PreviewInput = RateInput & { amount: string };

/** POST /api/payments/calculatePayment: a payment into a sale previewed (previewPayment); saves nothing. */
export async function calculatePayment(
  deps: AppDeps,
  user: SaleViewer,
  input: z.output<typeof calculatePaymentBody>,
): Promise<PaymentCalculation> {
  const sale = await findVisibleSale(deps.db, user, input.sale_id);
  const { saved, paid } = await ledgerInputs(deps.db, sale.id);
  const ledger = { currency: sale.payment_ccy, recalculates: sale.automatic_recalculation, saved, paid };
  const preview = await previewPayment(deps.db, deps, ledger, input, todayOf(deps));
  return {
    ...preview,
    original_amount: fromMinor(toMinor(input.amount)),
    currency: input.currency,
    sale_currency: sale.payment_ccy,
  };
}

/** POST /api/containers/calculatePayment: a payment into a renovation or container previewed. */
export async function calculateOrderPayment(
  deps: AppDeps,
  user: SaleViewer,
  kind: ServiceOrderKind,
  id: number,
  input: PreviewInput,
): Promise<ServiceCalculation> {
  refuseWithoutServices(deps, kind);
  const { order } = await findVisibleOrder(deps.db, user, id, kind);
  const ledger = await orderLedgerView(deps.db, order);
  const preview = await previewPayment(deps.db, deps, ledger, input, todayOf(deps));
  return { ...preview, currency: order.currency };
}
