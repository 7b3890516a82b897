import { fromMinor, toMinor } from '@shared/money/money';
import type { PaymentType } from '@shared/sales/contracts';
import type { Db } from '../../db/client';
import { writeAudit, type AuditContext } from '../../platform/audit';
import { HttpError, invalid, notFound } from '../../platform/errors';
import * as repo from './ledger.repository';
import {
  convertedAmount,
  ratesForChange,
  resolveRates,
  type RateInput,
  type ResolvedRates,
} from './ledger-rates.service';
import {
  rebuildOwner,
  type LedgerBook,
  type LedgerDeps,
  type LedgerOwner,
  type LockedOwner,
  type PaymentChange,
  type PaymentOwnerColumns,
} from './ledger.service';
import { todayOf } from '../../platform/clock';

/**
 * Recording, changing and deleting a payment of any owner, in the caller's transaction, one way for all:
 * lock the owner, refuse a closed sale's (409), re-read the payment under the lock, take the rates of
 * the payment date, convert into the owner's currency, check the bank account, write, rebuild the
 * ledger, let the owner's book do what follows, audit. Fetching a missing official rate may take a few
 * seconds: callers that can call resolveRates with deps.db before their transaction.
 */

export type StoredPayment = repo.StoredPayment;

export type LedgerPaymentInput = RateInput & {
  amount: string;
  payment_type: PaymentType;
  bank_account_id: number | null;
  note: string;
  /** An advance of one of the buyers paid in with this payment (a sale's book only). */
  advance_payment_id?: number | null;
};

/** What the audit log keeps of a payment. */
export const paymentSnapshot = (p: StoredPayment) => ({
  sale_id: p.sale_id,
  mode: p.mode,
  service_container_id: p.service_container_id,
  amount: p.amount,
  original_amount: p.original_amount,
  currency: p.currency,
  payment_rate: p.payment_rate,
  sale_rate: p.sale_rate,
  rate_source: p.rate_source,
  payment_date: p.payment_date,
  payment_type: p.payment_type,
  bank_account_id: p.bank_account_id,
  note: p.note,
  advance_payment_id: p.advance_payment_id,
});

/** Refuses a bank account that does not exist (422 on bank_account_id). */
export async function checkPaymentAccount(db: Db, id: number | null): Promise<void> {
  if (id !== null && !(await repo.accountExists(db, id)))
    throw invalid('bank_account_id', 'advance_payments.account_unknown');
}

export const findPayment = (db: Db, id: number) => repo.findPayment(db, id);

/**
 * The columns of a payment as entered (recorded or changed), converted with `rates` (an amount that
 * converts to nothing is refused), its bank account checked.
 */
async function checkedEntry(tx: Db, input: LedgerPaymentInput, rates: ResolvedRates) {
  const amount = convertedAmount(input.amount, rates);
  await checkPaymentAccount(tx, input.bank_account_id);
  return {
    amount,
    original_amount: fromMinor(toMinor(input.amount)),
    currency: input.currency,
    payment_rate: rates.payment_rate,
    sale_rate: rates.sale_rate,
    rate_source: rates.rate_source,
    payment_date: input.payment_date,
    payment_type: input.payment_type,
    bank_account_id: input.bank_account_id,
    note: input.note,
  };
}

function refuseIfClosed(locked: LockedOwner): void {
  if (locked.closed) throw new HttpError(409, 'payments.sale_closed');
}

const belongsTo = (p: StoredPayment, owner: PaymentOwnerColumns) =>
  p.mode === owner.mode &&
  p.sale_id === owner.sale_id &&
  p.service_container_id === owner.service_container_id;

const AUDIT_ACTION = { adding: 'create', change: 'update', delete: 'delete' } as const;

/**
 * What ends every write of a payment: the ledger rebuilt as of the app's today, what the owner's book
 * does after it, and the payment's audit row (`before`: the payment as it was, for a change or deletion).
 */
async function finishWrite<L extends LockedOwner, S>(
  tx: Db,
  deps: LedgerDeps,
  book: LedgerBook<L, S>,
  locked: L,
  audit: AuditContext,
  change: { kind: PaymentChange; payment: StoredPayment },
  before?: StoredPayment,
): Promise<void> {
  const state = await rebuildOwner(tx, book, locked, todayOf(deps), audit);
  await book.afterPayment(tx, deps, locked, state, audit, change);
  await writeAudit(tx, audit, {
    action: AUDIT_ACTION[change.kind],
    entityType: 'payment',
    entityId: change.payment.id,
    ...(before ? { before: paymentSnapshot(before) } : {}),
    ...(change.kind === 'delete' ? {} : { after: paymentSnapshot(change.payment) }),
  });
}

/** Records a payment into the owner's ledger and answers it. */
export async function postToLedger<L extends LockedOwner, S>(
  tx: Db,
  deps: LedgerDeps,
  { book, id }: LedgerOwner<L, S>,
  input: LedgerPaymentInput,
  audit: AuditContext,
): Promise<StoredPayment> {
  const locked = await book.lock(tx, id);
  refuseIfClosed(locked);
  const entry = await checkedEntry(tx, input, await resolveRates(tx, deps, locked.currency, input));
  const advanceId = input.advance_payment_id ?? null;
  if (advanceId !== null) {
    if (!book.takeAdvance) throw invalid('advance_payment_id', 'errors.not_found');
    await book.takeAdvance(tx, locked, advanceId, audit);
  }
  const created = await repo.insertPayment(tx, {
    ...book.paymentOwner(locked),
    ...entry,
    advance_payment_id: advanceId,
    created_by: audit.userId,
  });
  await finishWrite(tx, deps, book, locked, audit, { kind: 'adding', payment: created });
  return created;
}

/** Changes a payment of the owner: its ledger is rebuilt as if it had been entered so. */
export async function changeOnLedger<L extends LockedOwner, S>(
  tx: Db,
  deps: LedgerDeps,
  { book, id }: LedgerOwner<L, S>,
  paymentId: number,
  input: LedgerPaymentInput,
  audit: AuditContext,
): Promise<StoredPayment> {
  const locked = await book.lock(tx, id);
  refuseIfClosed(locked);
  const before = await repo.findPayment(tx, paymentId);
  if (!before || !belongsTo(before, book.paymentOwner(locked))) throw notFound();
  const rates = await ratesForChange(tx, deps, locked.currency, before, input);
  const after = await repo.updatePayment(tx, paymentId, await checkedEntry(tx, input, rates));
  await finishWrite(tx, deps, book, locked, audit, { kind: 'change', payment: after }, before);
  return after;
}

/** Deletes a payment of the owner; an advance paid with it becomes free again. */
export async function removeFromLedger<L extends LockedOwner, S>(
  tx: Db,
  deps: LedgerDeps,
  { book, id }: LedgerOwner<L, S>,
  paymentId: number,
  audit: AuditContext,
): Promise<void> {
  const locked = await book.lock(tx, id);
  const current = await repo.findPayment(tx, paymentId);
  if (!current || !belongsTo(current, book.paymentOwner(locked))) throw notFound();
  refuseIfClosed(locked);
  await repo.deletePayment(tx, current.id);
  if (current.advance_payment_id !== null) {
    await repo.releaseAdvance(tx, current.advance_payment_id);
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'advance_payment',
      entityId: current.advance_payment_id,
      before: { sale_id: current.sale_id },
      after: { sale_id: null },
    });
  }
  await finishWrite(tx, deps, book, locked, audit, { kind: 'delete', payment: current }, current);
}
