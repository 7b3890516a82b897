import { fromMinor, toMinor } from '@shared/money/money';
import { isPastDue } from '@shared/sales/allocation';
import type { ScheduleVersion } from '@shared/sales/contracts';
import type { Db } from '../../db/client';
import { writeAudit, type AuditContext } from '../../platform/audit';
import { HttpError, invalid, notFound } from '../../platform/errors';
import { rebuildOwner, type LedgerBook, type LedgerOwner, type LockedOwner } from '../ledger/ledger.service';
import { isClosed } from './sale-access.service';
import { notifySaleManagers } from './sale-notices.service';
import * as payments from './sale-payments.repository';
import * as repo from './sale-ledger.repository';
import { settleSaleStatus } from './sale-status.service';
import { currentCustomers } from './sales-write.repository';

/**
 * The money side of a sale: saved schedules (versions) and the sale's book of the one ledger engine
 * (ledger/ledger.service.ts, decision 033): the effective schedule in sale_instalments with what is paid
 * on each row, and the sale's balance columns, its due stamp and its way back to active. Every write that
 * touches a schedule or a payment rebuilds the ledger in its own transaction, so lists and totals read
 * kept-up-to-date figures and never scan payments.
 */

export type ScheduleRowData = { date: string; amount: string; first?: boolean };
type VersionRow = repo.VersionRow;

type SaleRow = NonNullable<Awaited<ReturnType<typeof repo.lockSaleRow>>>;
export type LockedSale = SaleRow & LockedOwner;

/** What the overdue rule looks at after a rebuild, and the day the rebuild judged by. */
export type LedgerState = {
  status: string;
  deleted_at: Date | null;
  first_unpaid_date: string | null;
  today: string;
};

/** Locks the sale row for the rest of the transaction: two payments on one sale queue up. */
export async function lockSale(tx: Db, saleId: number): Promise<LockedSale> {
  const sale = await repo.lockSaleRow(tx, saleId);
  if (!sale) throw notFound();
  return {
    ...sale,
    sale_id: sale.id,
    currency: sale.payment_ccy,
    closed: isClosed(sale),
    recalculates: sale.automatic_recalculation,
  };
}

/** Refuses rows that do not add up to the sale's total, go negative or are out of date order. */
export function checkRows(rows: readonly ScheduleRowData[], total: string): void {
  if (rows.length === 0) throw invalid('rows', 'validation.required');
  if (rows.some((row) => toMinor(row.amount) < 0n)) throw invalid('rows', 'sales.schedule_negative');
  for (let i = 1; i < rows.length; i++)
    if (rows[i]!.date < rows[i - 1]!.date) throw invalid('rows', 'sales.schedule_dates_order');
  const sum = rows.reduce((acc, row) => acc + toMinor(row.amount), 0n);
  if (sum !== toMinor(total))
    throw new HttpError(422, 'sales.schedule_not_adding_up', {
      errors: { rows: ['sales.schedule_not_adding_up'] },
      expected: fromMinor(toMinor(total)),
      actual: fromMinor(sum),
    });
}

/** Row-by-row differences between two saved schedules, for the version history. */
export function scheduleDiff(
  before: readonly VersionRow[],
  after: readonly VersionRow[],
): ScheduleVersion['diff'] {
  const changes: ScheduleVersion['diff'] = [];
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    const b = before[i] ? { date: before[i]!.date, amount: before[i]!.amount } : null;
    const a = after[i] ? { date: after[i]!.date, amount: after[i]!.amount } : null;
    if (!b) changes.push({ number: i + 1, change: 'added', before: null, after: a });
    else if (!a) changes.push({ number: i + 1, change: 'removed', before: b, after: null });
    else if (b.date !== a.date || toMinor(b.amount) !== toMinor(a.amount))
      changes.push({ number: i + 1, change: 'changed', before: b, after: a });
  }
  return changes;
}

/**
 * Saves a schedule as the sale's new version (rows must add up to the sale's total_price) and rebuilds
 * the ledger as of `today`; answers the state the rebuild left. Call inside a transaction that has locked
 * the sale (lockSale) or just created it.
 */
export async function saveSchedule(
  tx: Db,
  saleId: number,
  rows: readonly ScheduleRowData[],
  reason: string,
  audit: AuditContext,
  today: string,
): Promise<LedgerState> {
  const sale = await lockSale(tx, saleId);
  checkRows(rows, sale.total_price);
  const normalised = rows.map((row) => ({
    date: row.date,
    amount: fromMinor(toMinor(row.amount)),
    first: row.first ?? false,
  }));
  const previous = await repo.latestVersion(tx, saleId);
  const version = (previous?.version ?? 0) + 1;
  const changes = scheduleDiff(previous?.rows ?? [], normalised);
  await repo.insertVersion(tx, {
    sale_id: saleId,
    version,
    reason,
    rows: normalised,
    diff: changes,
    created_by: audit.userId,
  });
  await writeAudit(tx, audit, {
    action: 'update',
    entityType: 'sale',
    entityId: saleId,
    before: previous ? { schedule_version: previous.version } : null,
    after: { schedule_version: version, schedule_reason: reason },
  });
  return rebuildLedger(tx, saleId, audit, { today, locked: sale });
}

/**
 * What has fallen due by `today` (the running total of the last instalment due by then, as debtAsOf
 * reads it) and the days that holds for: from that instalment's due date up to the next one's. The same
 * stamp as the database's sale_due_restamp (migration 0024).
 */
export function dueStamp(
  rows: readonly { due_date: string; cumulative_amount: string }[],
  today: string,
): { due_amount: string; due_since: string; due_until: string } {
  let last: { due_date: string; cumulative_amount: string } | undefined;
  let until = 'infinity';
  for (const row of rows) {
    if (row.due_date > today) {
      if (until === 'infinity' || row.due_date < until) until = row.due_date;
    } else if (
      !last ||
      row.due_date > last.due_date ||
      (row.due_date === last.due_date && toMinor(row.cumulative_amount) > toMinor(last.cumulative_amount))
    )
      last = row;
  }
  return {
    due_amount: last ? last.cumulative_amount : '0',
    due_since: last ? last.due_date : '-infinity',
    due_until: until,
  };
}

/**
 * Restamps what has fallen due on the sales whose next instalment came due since their last stamp, so
 * the debt keeps being read from the sale row as days pass (the overdue job runs it hourly).
 */
export const restampDue = (tx: Db, today: string) => repo.restampDue(tx, today);

/** What the ledger is computed from: the latest saved schedule (or none) and the payments in date order. */
export const ledgerInputs = (db: Db, saleId: number) => repo.ledgerInputs(db, saleId);

/** Whether the customer is one of the sale's current buyers. */
export async function isCurrentBuyer(db: Db, saleId: number, customerId: number): Promise<boolean> {
  return (await currentCustomers(db, saleId)).some((c) => c.customer_id === customerId);
}

/** Applies the named advance to the sale inside the transaction: one of its buyers', not used elsewhere. */
async function takeAdvance(tx: Db, sale: LockedSale, advanceId: number, audit: AuditContext): Promise<void> {
  const advance = await payments.findAdvance(tx, advanceId);
  if (!advance) throw invalid('advance_payment_id', 'errors.not_found');
  if (!(await isCurrentBuyer(tx, sale.id, advance.customer_id)))
    throw invalid('advance_payment_id', 'payments.advance_not_buyer');
  if (!(await payments.markAdvanceApplied(tx, advanceId, sale.id)))
    throw new HttpError(409, 'payments.advance_applied');
  if (advance.sale_id === null)
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'advance_payment',
      entityId: advanceId,
      before: { sale_id: null },
      after: { sale_id: sale.id },
    });
}

/**
 * A sale's book: its rows are sale_instalments and the sale's balance columns; the due stamp is written
 * with them; a sale that is overdue or a cancellation candidate returns to active once nothing due is left
 * unpaid, and after a payment the overdue rule runs and the sale's manager hears of a new one (bell).
 */
export const saleBook: LedgerBook<LockedSale, LedgerState> = {
  lock: lockSale,
  inputs: (tx, sale) => repo.ledgerInputs(tx, sale.id),
  writeInstalments: (tx, sale, rows, count) =>
    repo.writeInstalments(
      tx,
      sale.id,
      rows.map((row) => ({ ...row, sale_id: sale.id })),
      count,
    ),
  async writeBalances(tx, sale, balances, rows, today, audit) {
    const firstUnpaid = balances.first_unpaid_date;
    const clearsDebt = firstUnpaid === null || !isPastDue(firstUnpaid, today);
    const backToActive =
      clearsDebt &&
      (sale.status === 'overdue' || sale.status === 'cancellation_candidate') &&
      !sale.deleted_at;
    await repo.setBalances(tx, sale.id, {
      ...balances,
      ...dueStamp(rows, today),
      ...(backToActive ? { status: 'active', status_changed_at: new Date() } : {}),
    });
    if (backToActive)
      await writeAudit(tx, audit, {
        action: 'update',
        entityType: 'sale',
        entityId: sale.id,
        before: { status: sale.status },
        after: { status: 'active', status_reason: 'debt_cleared' },
      });
    return {
      status: backToActive ? 'active' : sale.status,
      deleted_at: sale.deleted_at,
      first_unpaid_date: firstUnpaid,
      today,
    };
  },
  paymentOwner: (sale) => ({ sale_id: sale.id, mode: 'sale', service_container_id: null }),
  takeAdvance,
  async afterPayment(tx, deps, sale, state, audit, change) {
    await settleSaleStatus(tx, deps.config, sale.id, audit, state.today, state);
    // The sale's manager hears of a new payment (unless they entered it), as paid: amount and currency.
    if (
      change.kind === 'adding' &&
      sale.responsible_user_id !== null &&
      sale.responsible_user_id !== audit.userId
    )
      await notifySaleManagers(tx, [sale.id], 'payment_added', {
        actorId: audit.userId,
        extra: { amount: change.payment.original_amount, currency: change.payment.currency },
      });
  },
};

/** The sale as an owner of the one ledger. */
export const saleOwner = (saleId: number): LedgerOwner<LockedSale, LedgerState> => ({
  book: saleBook,
  id: saleId,
});

/**
 * Recomputes the sale's ledger as of `today` (ledger.service.ts rebuildOwner). `locked`: the row the
 * caller's lockSale answered in this transaction, so the sale is not locked and read a second time.
 */
export async function rebuildLedger(
  tx: Db,
  saleId: number,
  audit: AuditContext,
  options: { today: string; locked?: LockedSale },
): Promise<LedgerState> {
  const sale = options.locked ?? (await lockSale(tx, saleId));
  return rebuildOwner(tx, saleBook, sale, options.today, audit);
}
