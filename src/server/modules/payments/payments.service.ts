import type { z } from 'zod';
import { tbilisiToday } from '@shared/dates/date-formats';
import type { Locale } from '@shared/i18n/locales';
import { fromMinor, toMinor } from '@shared/money/money';
import type { calculatePaymentBody, PaymentCalculation, PayInput } from '@shared/payments/contracts';
import { allocate, recalculateSchedule, saleBalance } from '@shared/sales/allocation';
import type { PAYMENT_MODES } from '@shared/sales/contracts';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { invalid, notFound, ValidationFailed } from '../../platform/errors';
import { changeOrderPayment, payOrder, removeOrderPayment } from '../services/service-payments.service';
import { paymentNotice } from '../messaging/event-notices.service';
import { findVisibleSale, refuseIfClosed, type SaleViewer } from '../sales/sale-access.service';
import { ledgerInputs, lockSale, rebuildLedger } from '../sales/sale-ledger.service';
import { settleSaleStatus } from '../sales/sale-status.service';
import {
  checkPaymentAccount,
  convertedAmount,
  enteredPayment,
  listSalePayments,
  paymentSnapshot,
  ratesForChange,
  recordPayment,
  resolveRates,
  type RecordPaymentInput,
} from '../sales/sale-payments.service';
import * as repo from './payments.repository';

export { getPayment } from '../sales/sale-payments.service';

/**
 * Paying, changing, deleting and calculating a payment of a sale. Recording and the rates are the sales
 * ledger's (sales/sale-payments.service.ts); advances and imports have their own files. Every write
 * locks the sale and ends with rebuildLedger in its transaction, so a change or a deletion leaves
 * exactly the state a correct entry would have given.
 */

type PaymentMode = (typeof PAYMENT_MODES)[number];

/** GET /api/sales/{id}/payments: readable on canceled and trashed sales too. */
export async function paymentsOfVisibleSale(deps: AppDeps, user: SaleViewer, saleId: number, locale: Locale) {
  await findVisibleSale(deps.db, user, saleId);
  return listSalePayments(deps.db, saleId, locale);
}

/** Renovation and container payments are the services module's; with it switched off they are refused. */
const refuseWithoutServices = (deps: AppDeps) => {
  if (!deps.config.modules.services)
    throw new ValidationFailed({ mode: ['payments.renovation_later'] }, 'payments.renovation_later');
};

/** POST /api/payments/pay. */
export async function pay(
  deps: AppDeps,
  user: SaleViewer,
  input: PayInput,
  audit: AuditContext,
): Promise<number> {
  if (input.mode !== 'sale') {
    refuseWithoutServices(deps);
    if (!input.service_container_id) throw invalid('service_container_id', 'validation.required');
    return payOrder(deps, user, input.mode, input.service_container_id, input, audit, input.sale_id);
  }
  const sale = await findVisibleSale(deps.db, user, input.sale_id);
  refuseIfClosed(sale);
  // Official rates are fetched (and stored) before the sale is locked.
  await resolveRates(deps.db, deps, sale.payment_ccy, input);
  return deps.db.transaction(async (tx) => {
    const id = await recordPayment(tx, deps, { ...input, sale_id: sale.id }, audit);
    await paymentNotice(tx, deps, sale.id, id, 'adding');
    return id;
  });
}

type ChangePaymentInput = Omit<RecordPaymentInput, 'sale_id' | 'advance_payment_id'>;

/** PUT /api/payments/{payment_id}: the ledger is rebuilt as if the payment had been entered so. */
export async function changePayment(
  deps: AppDeps,
  user: SaleViewer,
  id: number,
  input: ChangePaymentInput,
  audit: AuditContext,
): Promise<void> {
  const current = await repo.findPayment(deps.db, id);
  if (!current) throw notFound();
  if (current.mode !== 'sale') {
    refuseWithoutServices(deps);
    return changeOrderPayment(deps, user, id, input, audit);
  }
  const sale = await findVisibleSale(deps.db, user, current.sale_id);
  refuseIfClosed(sale);
  await ratesForChange(deps.db, deps, sale.payment_ccy, current, input);
  await deps.db.transaction(async (tx) => {
    const locked = await lockSale(tx, sale.id);
    refuseIfClosed(locked);
    const before = await repo.findPayment(tx, id);
    if (!before || before.sale_id !== sale.id) throw notFound();
    const rates = await ratesForChange(tx, deps, sale.payment_ccy, before, input);
    const amount = convertedAmount(input.amount, rates);
    await checkPaymentAccount(tx, input.bank_account_id);
    const after = await repo.updatePayment(tx, id, enteredPayment(input, rates, amount));
    const state = await rebuildLedger(tx, sale.id, audit, { locked });
    await settleSaleStatus(tx, deps.config, sale.id, audit, state);
    await paymentNotice(tx, deps, sale.id, id, 'change');
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'payment',
      entityId: id,
      before: paymentSnapshot(before),
      after: paymentSnapshot(after),
    });
  });
}

/** DELETE /api/payments/{mode}/{payment_id}/{sale_id}; an advance paid with it becomes free again. */
export async function removePayment(
  deps: AppDeps,
  user: SaleViewer,
  params: { mode: PaymentMode; payment_id: number; sale_id: number },
  audit: AuditContext,
): Promise<void> {
  if (params.mode !== 'sale') {
    refuseWithoutServices(deps);
    return removeOrderPayment(deps, user, { ...params, mode: params.mode }, audit);
  }
  const sale = await findVisibleSale(deps.db, user, params.sale_id);
  await deps.db.transaction(async (tx) => {
    const locked = await lockSale(tx, sale.id);
    const current = await repo.findPayment(tx, params.payment_id);
    if (!current || current.sale_id !== sale.id || current.mode !== params.mode) throw notFound();
    refuseIfClosed(locked);
    await repo.deletePayment(tx, current.id);
    if (current.advance_payment_id !== null) {
      await repo.releaseAdvance(tx, current.advance_payment_id);
      await writeAudit(tx, audit, {
        action: 'update',
        entityType: 'advance_payment',
        entityId: current.advance_payment_id,
        before: { sale_id: sale.id },
        after: { sale_id: null },
      });
    }
    const state = await rebuildLedger(tx, sale.id, audit, { locked });
    await settleSaleStatus(tx, deps.config, sale.id, audit, state);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'payment',
      entityId: current.id,
      before: paymentSnapshot(current),
    });
  });
}

/**
 * POST /api/payments/calculatePayment: what the payment would be in the sale's currency, which
 * instalments it would cover (with automatic recalculation, on the recalculated schedule), the credit
 * beyond the schedule and the debt left as of today. Saves nothing (an official rate fetched is stored).
 */
export async function calculatePayment(
  deps: AppDeps,
  user: SaleViewer,
  input: z.output<typeof calculatePaymentBody>,
  today: string = tbilisiToday(),
): Promise<PaymentCalculation> {
  const sale = await findVisibleSale(deps.db, user, input.sale_id);
  const rates = await resolveRates(deps.db, deps, sale.payment_ccy, input);
  const amount = convertedAmount(input.amount, rates);
  const { saved, paid } = await ledgerInputs(deps.db, sale.id);
  const withNew = [...paid, { date: input.payment_date, amount }].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  );
  const effective = (list: typeof paid) =>
    sale.automatic_recalculation ? recalculateSchedule(saved, list) : saved;
  const before = allocate(effective(paid), paid).instalments;
  const afterSchedule = effective(withNew);
  const after = allocate(afterSchedule, withNew);
  const covers = after.instalments.flatMap((row, i) => {
    const added = toMinor(row.paid) - toMinor(before[i]?.paid ?? '0');
    return added > 0n ? [{ number: i + 1, due_date: row.date, amount: fromMinor(added) }] : [];
  });
  return {
    original_amount: fromMinor(toMinor(input.amount)),
    currency: input.currency,
    amount,
    sale_currency: sale.payment_ccy,
    payment_rate: rates.payment_rate,
    sale_rate: rates.sale_rate,
    rate_source: rates.rate_source,
    covers,
    credit: after.credit,
    debt_after: saleBalance(afterSchedule, withNew, today).debt,
  };
}
