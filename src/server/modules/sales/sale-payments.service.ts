import type { Locale } from '@shared/i18n/locales';
import type { Payment } from '@shared/sales/contracts';
import type { Db } from '../../db/client';
import type { AuditContext } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { postToLedger, type LedgerPaymentInput, type StoredPayment } from '../ledger/ledger-payments.service';
import type { LedgerDeps } from '../ledger/ledger.service';
import { saleOwner } from './sale-ledger.service';
import * as repo from './sale-payments.repository';

/**
 * A sale's payments as its page reads them, and recording one on a sale (the sale's book of the one
 * ledger: ledger/ledger-payments.service.ts). Changing and deleting, and paying a renovation or a
 * container, are the payments module's.
 */

export type { StoredPayment };
export type RecordPaymentInput = LedgerPaymentInput & { sale_id: number };

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

export const findAdvance = (db: Db, id: number) => repo.findAdvance(db, id);

/**
 * Records a payment on a sale inside the caller's transaction and answers its id (postToLedger: locks
 * the sale, refuses a canceled or trashed one, converts, applies an advance when one is named, rebuilds,
 * runs the overdue rule, audits, tells the sale's manager). The buyers' notice is the caller's.
 */
export async function recordPayment(
  tx: Db,
  deps: LedgerDeps,
  { sale_id, ...input }: RecordPaymentInput,
  audit: AuditContext,
): Promise<number> {
  return (await postToLedger(tx, deps, saleOwner(sale_id), input, audit)).id;
}
