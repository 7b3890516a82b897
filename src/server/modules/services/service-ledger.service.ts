import { tbilisiToday } from '@shared/dates/date-formats';
import { fromMinor, toMinor } from '@shared/money/money';
import { allocate, isPastDue } from '@shared/sales/allocation';
import { buildSchedule, ScheduleError } from '@shared/sales/schedule';
import type { serviceScheduleBody } from '@shared/services/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../platform/errors';
import { checkRows } from '../sales/sale-ledger.service';
import * as repo from './services.repository';

/**
 * The ledger of a renovation or container, the sale's ledger (decision 011) applied to its own rows: the
 * saved schedule is `service_containers.schedule`, the payments are those with its mode and id, the
 * instalments and balance columns are rebuilt by `allocate` (oldest unpaid first) in the transaction of
 * every payment and schedule change. The sale's own ledger is never touched.
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

/** Recomputes the instalments (what is paid on each) and the balance columns from the schedule and payments. */
export async function rebuildOrderLedger(tx: Db, id: number): Promise<void> {
  const order = await lockOrder(tx, id);
  const paid = (await repo.paidOfOrder(tx, order)).map((p) => ({ date: p.payment_date, amount: p.amount }));
  const { instalments, credit } = allocate(order.schedule, paid);
  let cumulative = 0n;
  const rows = instalments.map((row, i) => {
    cumulative += toMinor(row.amount);
    return {
      service_container_id: id,
      number: i + 1,
      due_date: row.date,
      amount: row.amount,
      cumulative_amount: fromMinor(cumulative),
      is_first: row.first,
      paid_amount: row.paid,
    };
  });
  await repo.replaceInstalments(tx, id, rows);
  await repo.updateOrder(tx, id, {
    scheduled_total: fromMinor(cumulative),
    paid_amount: fromMinor(paid.reduce((sum, p) => sum + toMinor(p.amount), 0n)),
    credit_amount: credit,
    first_unpaid_date: instalments.find((row) => row.status !== 'paid')?.date ?? null,
  });
}

/** The instalments as the page shows them, with lateness as of today. */
export async function instalmentsAsOf(db: Db, id: number, today: string = tbilisiToday()) {
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
