import { fromMinor, toMinor } from '@shared/money/money';
import { isPastDue } from '@shared/sales/allocation';
import { buildSchedule, ScheduleError } from '@shared/sales/schedule';
import type { serviceScheduleBody, ServiceOrderKind } from '@shared/services/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuditContext } from '../../platform/audit';
import { invalid, notFound } from '../../platform/errors';
import {
  rebuildOwner,
  type LedgerBook,
  type LedgerOwner,
  type LedgerView,
  type LockedOwner,
} from '../ledger/ledger.service';
import { isClosed } from '../sales/sale-access.service';
import { checkRows } from '../sales/sale-ledger.service';
import * as repo from './services.repository';

/**
 * The ledger of a renovation or container: its book of the one ledger engine (ledger/ledger.service.ts,
 * decision 033) over its own rows. The saved schedule is `service_containers.schedule`, the payments are
 * those with its mode and id; the instalments and balance columns are rebuilt in the transaction of every
 * payment and schedule change. The sale's own ledger is never touched.
 */

export type SavedRow = { date: string; amount: string; first: boolean };

/** Locks the row for the rest of the transaction: two payments on one renovation queue up. */
export async function lockOrder(tx: Db, id: number) {
  const order = await repo.lockOrder(tx, id);
  if (!order) throw notFound();
  return order;
}

/**
 * The rows of a schedule body for `total`: the rows as given (they must add up to it) or the generator's
 * params with the optional first instalment; either way they add up to the total to the tetri.
 */
export function scheduleRows(total: string, body: z.output<typeof serviceScheduleBody>): SavedRow[] {
  if (body.rows) {
    const rows = body.rows.map((row) => ({
      date: row.date,
      amount: fromMinor(toMinor(row.amount)),
      first: row.first,
    }));
    checkRows(rows, total);
    return rows;
  }
  if (!body.params) throw invalid('rows', 'payments.schedule_rows_or_params');
  const first = toMinor(body.first_installment_amount);
  if (first > toMinor(total)) throw invalid('first_installment_amount', 'payments.first_exceeds_total');
  if (first > 0n && !body.first_installment_date)
    throw invalid('first_installment_date', 'validation.required');
  try {
    const rows = buildSchedule({
      amount: fromMinor(toMinor(total) - first),
      start_month: body.params.start_month,
      count: body.params.count,
      end_month: body.params.end_month,
      payment_day: body.params.payment_day,
      formula: body.params.formula,
      first_instalment:
        first > 0n && body.first_installment_date
          ? { amount: fromMinor(first), date: body.first_installment_date }
          : null,
    });
    const saved = rows.map((row) => ({ date: row.date, amount: row.amount, first: row.first }));
    checkRows(saved, total);
    return saved;
  } catch (err) {
    if (err instanceof ScheduleError) throw invalid(`params.${err.field}`, err.key);
    throw err;
  }
}

/** A renovation or container as its book holds it under the lock, with its sale's state. */
export type LockedOrder = repo.StoredOrder & LockedOwner;

/** The payments the ledger counts, in date order. */
const paidRows = async (db: Db, order: repo.StoredOrder) =>
  (await repo.paidOfOrder(db, order)).map((p) => ({ date: p.payment_date, amount: p.amount }));

/** Locks the row of that kind (404 for another kind) and reads its sale's state beside it. */
async function lockOrderOnLedger(tx: Db, id: number, kind?: ServiceOrderKind): Promise<LockedOrder> {
  const row = await repo.lockOrderWithSale(tx, id);
  if (!row || (kind && row.order.kind !== kind)) throw notFound();
  return { ...row.order, closed: isClosed(row.sale), recalculates: false };
}

/**
 * A renovation's or container's book: its rows are service_instalments and its own balance columns.
 * Nothing follows a rebuild: its payments never move the sale's figures or status (decision 020).
 */
const orderBook = (kind?: ServiceOrderKind): LedgerBook<LockedOrder, void> => ({
  lock: (tx, id) => lockOrderOnLedger(tx, id, kind),
  inputs: async (tx, order) => ({
    saved: order.schedule,
    paid: await paidRows(tx, order),
    kept: await repo.instalmentsOf(tx, order.id),
  }),
  writeInstalments: (tx, order, rows, count) =>
    repo.writeInstalments(
      tx,
      order.id,
      rows.map((row) => ({ ...row, service_container_id: order.id })),
      count,
    ),
  async writeBalances(tx, order, balances) {
    await repo.updateOrder(tx, order.id, balances);
  },
  paymentOwner: (order) => ({ sale_id: order.sale_id, mode: order.kind, service_container_id: order.id }),
  afterPayment: async () => {},
});

const books = { renovation: orderBook('renovation'), container: orderBook('container') };

/** A renovation or container as an owner of the one ledger; one of another kind is not found. */
export const orderOwner = (kind: ServiceOrderKind, id: number): LedgerOwner<LockedOrder, void> => ({
  book: books[kind],
  id,
});

/** Recomputes the renovation's or container's ledger (ledger.service.ts rebuildOwner), locking it. */
export async function rebuildOrderLedger(
  tx: Db,
  id: number,
  audit: AuditContext,
  today: string,
): Promise<void> {
  const book = orderBook();
  await rebuildOwner(tx, book, await book.lock(tx, id), today, audit);
}

/** The renovation's or container's ledger as a preview reads it (no lock). */
export async function orderLedgerView(db: Db, order: repo.StoredOrder): Promise<LedgerView> {
  return {
    currency: order.currency,
    recalculates: false,
    saved: order.schedule,
    paid: await paidRows(db, order),
  };
}

/** The instalments as the page shows them, with lateness as of today. */
export async function instalmentsAsOf(db: Db, id: number, today: string) {
  return (await repo.instalmentsOf(db, id)).map((row) => {
    const paid = toMinor(row.paid_amount);
    const amount = toMinor(row.amount);
    const status =
      paid === amount ? ('paid' as const) : paid > 0n ? ('partial' as const) : ('unpaid' as const);
    return {
      number: row.number,
      due_date: row.due_date,
      amount: fromMinor(amount),
      paid: fromMinor(paid),
      left: fromMinor(amount - paid),
      first: row.is_first,
      status,
      late: status !== 'paid' && isPastDue(row.due_date, today),
    };
  });
}
