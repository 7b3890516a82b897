import type { z } from 'zod';
import { tbilisiToday } from '@shared/dates/date-formats';
import { customerName } from '@shared/customers/contracts';
import type { Locale } from '@shared/i18n/locales';
import { fromMinor, toMinor } from '@shared/money/money';
import type { PaymentType } from '@shared/sales/contracts';
import { allocate, saleBalance } from '@shared/sales/allocation';
import type {
  ServiceCalculation,
  ServiceOrderKind,
  ServicePaymentList,
  servicePaymentsQuery,
} from '@shared/services/contracts';
import type { Currency } from '@shared/money/money';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { paginateAt } from '../../platform/pagination';
import { refuseIfClosed, visibleSalesScope, type SaleViewer } from '../sales/sale-access.service';
import {
  checkPaymentAccount,
  convertedAmount,
  enteredPayment,
  paymentSnapshot,
  ratesForChange,
  resolveRates,
} from '../sales/sale-payments.service';
import { lockOrder, rebuildOrderLedger } from './service-ledger.service';
import { findVisibleOrder } from './service-orders.service';
import * as repo from './services.repository';

/**
 * Payments of renovations and containers. They are rows of `payments` with mode 'renovation' or
 * 'container' and service_container_id naming the renovation or container; they are converted into its
 * currency with the sale ledger's rates (National Bank rate of the payment date, or typed, recorded with
 * its source) and fill its own schedule only. Every write locks the renovation or container and ends with
 * rebuildOrderLedger in its transaction, so a change or deletion leaves exactly the corrected history's state.
 */

export type ServicePaymentInput = {
  amount: string;
  currency: Currency;
  payment_date: string;
  payment_rate?: string | null;
  sale_rate?: string | null;
  payment_type: PaymentType;
  bank_account_id: number | null;
  note: string;
};

const entity = (kind: ServiceOrderKind) => (kind === 'renovation' ? 'service' : 'service_container');

/**
 * Records a payment on a renovation or container (of the sale `saleId`, when named: POST /api/payments/pay
 * names both); answers its id.
 */
export async function payOrder(
  deps: AppDeps,
  user: SaleViewer,
  kind: ServiceOrderKind,
  id: number,
  input: ServicePaymentInput,
  audit: AuditContext,
  saleId?: number,
): Promise<number> {
  const { order, sale } = await findVisibleOrder(deps.db, user, id, kind);
  if (saleId !== undefined && order.sale_id !== saleId) throw notFound();
  refuseIfClosed(sale);
  // Official rates are fetched (and stored) before the row is locked.
  await resolveRates(deps.db, deps, order.currency, input);
  return deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const rates = await resolveRates(tx, deps, locked.currency, input);
    const amount = convertedAmount(input.amount, rates);
    await checkPaymentAccount(tx, input.bank_account_id);
    const created = await repo.insertPayment(tx, {
      sale_id: locked.sale_id,
      mode: kind,
      service_container_id: locked.id,
      ...enteredPayment(input, rates, amount),
      created_by: audit.userId,
    });
    await rebuildOrderLedger(tx, locked.id);
    await writeAudit(tx, audit, {
      action: 'create',
      entityType: 'payment',
      entityId: created.id,
      after: { ...paymentSnapshot(created), service_container_id: locked.id },
    });
    return created.id;
  });
}

/**
 * PUT /api/payments/{id} of a renovation or container payment: its ledger rebuilt as if entered so, its
 * rates decided as a sale payment's (ratesForChange: rates sent back unchanged keep their source).
 */
export async function changeOrderPayment(
  deps: AppDeps,
  user: SaleViewer,
  paymentId: number,
  input: ServicePaymentInput,
  audit: AuditContext,
): Promise<void> {
  const current = await repo.findServicePayment(deps.db, paymentId);
  if (!current || current.mode === 'sale' || current.service_container_id === null) throw notFound();
  const { order, sale } = await findVisibleOrder(deps.db, user, current.service_container_id, current.mode);
  refuseIfClosed(sale);
  await ratesForChange(deps.db, deps, order.currency, current, input);
  await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const before = await repo.findServicePayment(tx, paymentId);
    if (!before || before.service_container_id !== locked.id) throw notFound();
    const rates = await ratesForChange(tx, deps, locked.currency, before, input);
    const amount = convertedAmount(input.amount, rates);
    await checkPaymentAccount(tx, input.bank_account_id);
    const after = await repo.updatePayment(tx, paymentId, enteredPayment(input, rates, amount));
    await rebuildOrderLedger(tx, locked.id);
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'payment',
      entityId: paymentId,
      before: paymentSnapshot(before),
      after: paymentSnapshot(after),
    });
  });
}

/**
 * DELETE /api/payments/{renovation|container}/{payment_id}/{sale_id} and DELETE
 * /api/containers/deletePayment/{id}: the payment must be of that mode (and sale, when named).
 */
export async function removeOrderPayment(
  deps: AppDeps,
  user: SaleViewer,
  params: { mode: ServiceOrderKind; payment_id: number; sale_id?: number },
  audit: AuditContext,
): Promise<void> {
  const current = await repo.findServicePayment(deps.db, params.payment_id);
  if (
    !current ||
    current.mode !== params.mode ||
    current.service_container_id === null ||
    (params.sale_id !== undefined && current.sale_id !== params.sale_id)
  )
    throw notFound();
  const { order, sale } = await findVisibleOrder(deps.db, user, current.service_container_id, params.mode);
  refuseIfClosed(sale);
  await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const before = await repo.findServicePayment(tx, params.payment_id);
    if (!before || before.service_container_id !== locked.id) throw notFound();
    await repo.deletePayment(tx, before.id);
    await rebuildOrderLedger(tx, locked.id);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'payment',
      entityId: before.id,
      before: { ...paymentSnapshot(before), service_container_id: locked.id, owner: entity(params.mode) },
    });
  });
}

/** POST /api/containers/calculatePayment: how the amount would be converted and allocated; saves nothing. */
export async function calculateOrderPayment(
  deps: AppDeps,
  user: SaleViewer,
  kind: ServiceOrderKind,
  id: number,
  input: Pick<ServicePaymentInput, 'amount' | 'currency' | 'payment_date' | 'payment_rate' | 'sale_rate'>,
): Promise<ServiceCalculation> {
  const { order } = await findVisibleOrder(deps.db, user, id, kind);
  const rates = await resolveRates(deps.db, deps, order.currency, input);
  const amount = convertedAmount(input.amount, rates);
  const paid = (await repo.paidOfOrder(deps.db, order)).map((p) => ({
    date: p.payment_date,
    amount: p.amount,
  }));
  const withNew = [...paid, { date: input.payment_date, amount }];
  const before = allocate(order.schedule, paid).instalments;
  const after = allocate(order.schedule, withNew);
  const covers = after.instalments.flatMap((row, i) => {
    const added = toMinor(row.paid) - toMinor(before[i]?.paid ?? '0');
    return added > 0n ? [{ number: i + 1, due_date: row.date, amount: fromMinor(added) }] : [];
  });
  return {
    amount,
    currency: order.currency,
    payment_rate: rates.payment_rate,
    sale_rate: rates.sale_rate,
    rate_source: rates.rate_source,
    covers,
    credit: after.credit,
    debt_after: saleBalance(order.schedule, withNew, tbilisiToday(deps.now())).debt,
  };
}

/** GET /api/services/payments: renovation and container payments with totals per currency. */
export async function listServicePayments(
  deps: AppDeps,
  user: SaleViewer,
  query: z.output<typeof servicePaymentsQuery>,
  url: string,
  locale: Locale,
): Promise<ServicePaymentList> {
  const scope = visibleSalesScope(user);
  const page = await paginateAt(
    url,
    query,
    () => repo.countServicePayments(deps.db, query, scope),
    async (window) => {
      const rows = await repo.listServicePayments(deps.db, query, scope, window);
      const buyers = new Map<number, string[]>();
      for (const b of await repo.buyersOf(deps.db, [...new Set(rows.map((r) => r.payment.sale_id))]))
        buyers.set(b.sale_id, [...(buyers.get(b.sale_id) ?? []), customerName(b.customer, locale)]);
      return rows.map(({ payment: p, title, currency, contract_no }) => ({
        id: p.id,
        mode: p.mode as ServiceOrderKind,
        service_container_id: p.service_container_id!,
        title,
        sale_id: p.sale_id,
        contract_no,
        buyers: (buyers.get(p.sale_id) ?? []).join(', '),
        payment_date: p.payment_date,
        original_amount: fromMinor(toMinor(p.original_amount)),
        paid_currency: p.currency,
        amount: fromMinor(toMinor(p.amount)),
        currency,
        payment_type: p.payment_type,
      }));
    },
  );
  const totals = await repo.servicePaymentTotals(deps.db, query, scope);
  return {
    ...page,
    totals: totals.map((t) => ({ currency: t.currency, amount: fromMinor(toMinor(t.amount)) })),
  };
}
