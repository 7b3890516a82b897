import { tbilisiToday } from '@shared/dates/date-formats';
import { fromMinor, toMinor } from '@shared/money/money';
import { allocate, isPastDue, recalculateSchedule } from '@shared/sales/allocation';
import type { ScheduleVersion } from '@shared/sales/contracts';
import type { Db } from '../../db/client';
import { writeAudit, type AuditContext } from '../../platform/audit';
import { HttpError, invalid, notFound } from '../../platform/errors';
import * as repo from './sale-ledger.repository';

/**
 * The money side of a sale kept in one place: saved schedules (versions), the effective schedule in
 * sale_instalments with what is paid on each row, and the sale's balance columns. Every write that
 * touches a schedule or a payment ends with rebuildLedger in its own transaction, so lists and totals
 * read kept-up-to-date figures and never scan payments.
 */

export type ScheduleRowData = { date: string; amount: string; first?: boolean };
type VersionRow = repo.VersionRow;

export type LockedSale = NonNullable<Awaited<ReturnType<typeof repo.lockSaleRow>>>;

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
  return sale;
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
 * the ledger; answers the state the rebuild left. Call inside a transaction that has locked the sale
 * (lockSale) or just created it.
 */
export async function saveSchedule(
  tx: Db,
  saleId: number,
  rows: readonly ScheduleRowData[],
  reason: string,
  audit: AuditContext,
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
  return rebuildLedger(tx, saleId, audit, { locked: sale });
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

/** Whether the instalment the ledger computed is the one it last wrote (amounts compared exactly). */
function sameInstalment(row: repo.KeptInstalment, kept: repo.KeptInstalment | undefined): boolean {
  return (
    kept !== undefined &&
    kept.number === row.number &&
    kept.due_date === row.due_date &&
    kept.is_first === row.is_first &&
    toMinor(kept.amount) === toMinor(row.amount) &&
    toMinor(kept.cumulative_amount) === toMinor(row.cumulative_amount) &&
    toMinor(kept.paid_amount) === toMinor(row.paid_amount)
  );
}

/**
 * Restamps what has fallen due on the sales whose next instalment came due since their last stamp, so
 * the debt keeps being read from the sale row as days pass (the overdue job runs it hourly).
 */
export const restampDue = (tx: Db, today: string) => repo.restampDue(tx, today);

/** What the ledger is computed from: the latest saved schedule (or none) and the payments in date order. */
export const ledgerInputs = (db: Db, saleId: number) => repo.ledgerInputs(db, saleId);

/**
 * Recomputes the effective schedule (automatic recalculation replays the payments over the saved one),
 * what is paid on each instalment, and the sale's balance columns. A sale that is overdue or a
 * cancellation candidate returns to active once nothing due is left unpaid. `locked`: the row the
 * caller's lockSale answered in this transaction, so the sale is not locked and read a second time.
 */
export async function rebuildLedger(
  tx: Db,
  saleId: number,
  audit: AuditContext,
  options: { today?: string; locked?: LockedSale } = {},
): Promise<LedgerState> {
  const today = options.today ?? tbilisiToday();
  const sale = options.locked ?? (await lockSale(tx, saleId));
  const { saved, paid, kept } = await ledgerInputs(tx, saleId);
  const effective = sale.automatic_recalculation ? recalculateSchedule(saved, paid) : saved;
  const { instalments, credit } = allocate(effective, paid);

  let cumulative = 0n;
  const rows = instalments.map((row, i) => {
    cumulative += toMinor(row.amount);
    return {
      sale_id: saleId,
      number: i + 1,
      due_date: row.date,
      amount: row.amount,
      cumulative_amount: fromMinor(cumulative),
      is_first: row.first ?? false,
      paid_amount: row.paid,
    };
  });
  // A payment usually changes one or two instalments of dozens: only those are written.
  const changed = rows.filter((row, i) => !sameInstalment(row, kept[i]));
  const lastKept = kept.at(-1)?.number ?? 0;
  await repo.writeInstalments(tx, saleId, changed, lastKept > rows.length ? rows.length : null);

  const paidTotal = paid.reduce((sum, p) => sum + toMinor(p.amount), 0n);
  const firstUnpaid = instalments.find((row) => row.status !== 'paid')?.date ?? null;
  const clearsDebt = firstUnpaid === null || !isPastDue(firstUnpaid, today);
  const backToActive =
    clearsDebt && (sale.status === 'overdue' || sale.status === 'cancellation_candidate') && !sale.deleted_at;
  await repo.setBalances(tx, saleId, {
    scheduled_total: fromMinor(cumulative),
    paid_amount: fromMinor(paidTotal),
    credit_amount: credit,
    first_unpaid_date: firstUnpaid,
    ...dueStamp(rows, today),
    ...(backToActive ? { status: 'active', status_changed_at: new Date() } : {}),
  });
  if (backToActive)
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'sale',
      entityId: saleId,
      before: { status: sale.status },
      after: { status: 'active', status_reason: 'debt_cleared' },
    });
  return {
    status: backToActive ? 'active' : sale.status,
    deleted_at: sale.deleted_at,
    first_unpaid_date: firstUnpaid,
    today,
  };
}
