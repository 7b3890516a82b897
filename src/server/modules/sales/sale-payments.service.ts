import { convertAmount } from '@shared/currency/convert';
import type { Locale } from '@shared/i18n/locales';
import type { MessageKey } from '@shared/i18n/messages';
import { fromMinor, toMinor, type Currency } from '@shared/money/money';
import type { Payment, PaymentType } from '@shared/sales/contracts';
import type { Db } from '../../db/client';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, invalid, notFound, ValidationFailed } from '../../platform/errors';
import { officialRate } from '../currency/currency.service';
import { refuseIfClosed } from './sale-access.service';
import { lockSale, rebuildLedger } from './sale-ledger.service';
import { settleSaleStatus } from './sale-status.service';
import { notifySaleManagers } from './sale-notices.service';
import * as repo from './sale-payments.repository';
import { currentCustomers } from './sales-write.repository';

/**
 * Payments as the sale's ledger records them. A payment is entered in the currency the client paid and
 * converted into the sale's currency with lari rates of the payment date: GEL is 1, a typed rate is
 * 'manual', otherwise the National Bank's rate ('nbg'); a payment in the sale's own currency is 'same'.
 * When no rate can be had the answer is 422 asking for one: a payment is never recorded at rate 0. The
 * payments module (pay, change, delete, advances, imports) and a new sale's advances record through here.
 */

export type RateSource = 'same' | 'nbg' | 'manual';
export type StoredPayment = repo.StoredPayment;

export type RecordPaymentInput = {
  sale_id: number;
  amount: string;
  currency: Currency;
  payment_date: string;
  payment_rate?: string | null;
  sale_rate?: string | null;
  payment_type: PaymentType;
  bank_account_id: number | null;
  note: string;
  advance_payment_id?: number | null;
};

export type RateInput = Pick<RecordPaymentInput, 'currency' | 'payment_date' | 'payment_rate' | 'sale_rate'>;
export type ResolvedRates = { payment_rate: string; sale_rate: string; rate_source: RateSource };

const ONE = '1.000000';

/**
 * The lari rates a payment uses: GEL is 1, a typed rate wins (manual), else the official rate of the
 * payment date. Every missing rate is named at once (422 payments.rate_required on its field).
 */
export async function resolveRates(
  db: Db,
  deps: Pick<AppDeps, 'config'>,
  saleCcy: Currency,
  input: RateInput,
): Promise<ResolvedRates> {
  if (input.currency === saleCcy) return { payment_rate: ONE, sale_rate: ONE, rate_source: 'same' };
  let manual = false;
  const errors: Record<string, MessageKey[]> = {};
  const rateOf = async (ccy: Currency, typed: string | null | undefined, field: string) => {
    if (ccy === 'GEL') return ONE;
    if (typed) {
      manual = true;
      return typed;
    }
    const official = await officialRate(db, deps, ccy, input.payment_date);
    if (official) return official.rate;
    errors[field] = ['payments.rate_required'];
    return null;
  };
  const paymentRate = await rateOf(input.currency, input.payment_rate, 'payment_rate');
  const saleRate = await rateOf(saleCcy, input.sale_rate, 'sale_rate');
  if (!paymentRate || !saleRate) throw new ValidationFailed(errors, 'payments.rate_required');
  return { payment_rate: paymentRate, sale_rate: saleRate, rate_source: manual ? 'manual' : 'nbg' };
}

const RATE_DECIMALS = 6;
const sameRate = (a: string, b: string) => toMinor(a, RATE_DECIMALS) === toMinor(b, RATE_DECIMALS);

/**
 * The rates of a changed payment: a typed rate equal to the recorded one, on the same currency and date,
 * keeps the recorded rates and source; a rate left out is the official one.
 */
export async function ratesForChange(
  db: Db,
  deps: Pick<AppDeps, 'config'>,
  saleCcy: Currency,
  current: StoredPayment,
  input: RateInput,
): Promise<ResolvedRates> {
  const unchanged = current.currency === input.currency && current.payment_date === input.payment_date;
  const keeps = (typed: string | null | undefined, recorded: string) => !!typed && sameRate(typed, recorded);
  if (
    unchanged &&
    current.rate_source !== 'same' &&
    (input.payment_rate || input.sale_rate) &&
    (!input.payment_rate || keeps(input.payment_rate, current.payment_rate)) &&
    (!input.sale_rate || keeps(input.sale_rate, current.sale_rate))
  )
    return {
      payment_rate: current.payment_rate,
      sale_rate: current.sale_rate,
      rate_source: current.rate_source,
    };
  return resolveRates(db, deps, saleCcy, input);
}

/** The amount in the sale's currency; refuses one that rounds to nothing. */
export function convertedAmount(amount: string, rates: ResolvedRates): string {
  const converted =
    rates.rate_source === 'same'
      ? fromMinor(toMinor(amount))
      : convertAmount(amount, rates.payment_rate, rates.sale_rate);
  if (toMinor(converted) <= 0n) throw invalid('amount', 'payments.amount_too_small');
  return converted;
}

/** What the audit log keeps of a payment. */
export const paymentSnapshot = (p: StoredPayment) => ({
  sale_id: p.sale_id,
  mode: p.mode,
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

function present(row: repo.JoinedPayment, locale: Locale): Payment {
  const p = row.payment;
  return {
    id: p.id,
    sale_id: p.sale_id,
    mode: p.mode,
    amount: p.amount,
    original_amount: p.original_amount,
    currency: p.currency,
    payment_rate: p.payment_rate,
    sale_rate: p.sale_rate,
    rate_source: p.rate_source,
    payment_date: p.payment_date,
    payment_type: p.payment_type,
    bank_account_id: p.bank_account_id,
    bank_account:
      row.account && row.bank
        ? `${(locale === 'ka' ? '' : row.bank.title_en) || row.bank.title} ${row.account.iban}`.trim()
        : null,
    note: p.note,
    advance_payment_id: p.advance_payment_id,
    created_by_name: row.author ? `${row.author.first_name} ${row.author.last_name}`.trim() : null,
    created_at: p.created_at.toISOString(),
  };
}

/** The payments of a sale, oldest first (for the sale page). */
export async function listSalePayments(db: Db, saleId: number, locale: Locale): Promise<Payment[]> {
  return (await repo.paymentsOfSale(db, saleId)).map((row) => present(row, locale));
}

export async function getPayment(db: Db, id: number, locale: Locale): Promise<Payment> {
  const row = await repo.joinedPayment(db, id);
  if (!row) throw notFound();
  return present(row, locale);
}

/** Refuses a bank account that does not exist (422 on bank_account_id). */
export async function checkPaymentAccount(db: Db, id: number | null): Promise<void> {
  if (id !== null && !(await repo.accountExists(db, id)))
    throw invalid('bank_account_id', 'advance_payments.account_unknown');
}

export const findAdvance = (db: Db, id: number) => repo.findAdvance(db, id);

/** Whether the customer is one of the sale's current buyers. */
export async function isCurrentBuyer(db: Db, saleId: number, customerId: number): Promise<boolean> {
  return (await currentCustomers(db, saleId)).some((c) => c.customer_id === customerId);
}

/** Applies the named advance to the sale inside the transaction: one of its buyers', not used elsewhere. */
async function takeAdvance(tx: Db, saleId: number, advanceId: number, audit: AuditContext): Promise<void> {
  const advance = await repo.findAdvance(tx, advanceId);
  if (!advance) throw invalid('advance_payment_id', 'errors.not_found');
  if (!(await isCurrentBuyer(tx, saleId, advance.customer_id)))
    throw invalid('advance_payment_id', 'payments.advance_not_buyer');
  if (!(await repo.markAdvanceApplied(tx, advanceId, saleId)))
    throw new HttpError(409, 'payments.advance_applied');
  if (advance.sale_id === null)
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'advance_payment',
      entityId: advanceId,
      before: { sale_id: null },
      after: { sale_id: saleId },
    });
}

/** The columns of a payment as entered (recorded or changed): `amount` is `input.amount` converted with `rates`. */
export const enteredPayment = (
  input: Omit<RecordPaymentInput, 'sale_id' | 'advance_payment_id'>,
  rates: ResolvedRates,
  amount: string,
) => ({
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
});

/**
 * Records a payment on a sale inside the caller's transaction and answers its id: locks the sale,
 * refuses a canceled or trashed one (409), converts with the rates of the payment date (422
 * payments.rate_required when none can be had), applies an advance when one is named, rebuilds the
 * ledger, writes the audit rows and tells the sale's manager (bell). Fetching a missing official rate may take a few seconds: callers
 * that can, call resolveRates (or officialRate) with deps.db before their transaction.
 */
export async function recordPayment(
  tx: Db,
  deps: Pick<AppDeps, 'config'>,
  input: RecordPaymentInput,
  audit: AuditContext,
): Promise<number> {
  const sale = await lockSale(tx, input.sale_id);
  refuseIfClosed(sale);
  const rates = await resolveRates(tx, deps, sale.payment_ccy, input);
  const amount = convertedAmount(input.amount, rates);
  await checkPaymentAccount(tx, input.bank_account_id);
  const advanceId = input.advance_payment_id ?? null;
  if (advanceId !== null) await takeAdvance(tx, input.sale_id, advanceId, audit);
  const created = await repo.insertPayment(tx, {
    sale_id: input.sale_id,
    mode: 'sale',
    ...enteredPayment(input, rates, amount),
    advance_payment_id: advanceId,
    created_by: audit.userId,
  });
  const after = await rebuildLedger(tx, input.sale_id, audit, { locked: sale });
  await settleSaleStatus(tx, deps.config, input.sale_id, audit, after);
  await writeAudit(tx, audit, {
    action: 'create',
    entityType: 'payment',
    entityId: created.id,
    after: paymentSnapshot(created),
  });
  // The sale's manager hears of the payment (unless they entered it), as paid: amount and currency.
  if (sale.responsible_user_id !== null && sale.responsible_user_id !== audit.userId)
    await notifySaleManagers(tx, [input.sale_id], 'payment_added', {
      actorId: audit.userId,
      extra: { amount: created.original_amount, currency: created.currency },
    });
  return created.id;
}
