import { fromMinor, toMinor } from '@shared/money/money';
import { recalculateSchedule } from '@shared/sales/allocation';
import type { ScheduleRow } from '@shared/sales/schedule';
import { dayFrom, maxIso, minIso } from './dates';
import type { Random } from './random';

export type Behaviour =
  | 'on_time'
  | 'late'
  | 'ahead'
  | 'credit'
  | 'paid_off'
  | 'new'
  | 'overdue'
  | 'candidate'
  | 'canceled'
  | 'deleted';

export type PlannedPayment = { date: string; amount: string };

/**
 * The payments a client with this behaviour would have made on a schedule, as of `today`: instalments
 * paid around their due dates (late or early ones too), ahead or over, or stopping at one instalment
 * (overdue, cancellation candidate, canceled). With automatic recalculation each payment is aimed at the
 * schedule as the engine would have recalculated it by then. Amounts are in the sale's currency.
 */
export function simulatePayments(
  rnd: Random,
  rows: readonly ScheduleRow[],
  options: { behaviour: Behaviour; recalc: boolean; today: string; start: string; stopIndex: number | null },
): PlannedPayment[] {
  const { behaviour, recalc, today, start, stopIndex } = options;
  const paid: PlannedPayment[] = [];
  let paidSoFar = 0n;
  let last = start;
  const effective = () => (recalc ? recalculateSchedule(rows, paid) : rows);
  const cumulative = (list: readonly { amount: string }[], upTo: number) =>
    list.slice(0, upTo + 1).reduce((sum, row) => sum + toMinor(row.amount), 0n);
  const push = (date: string, amount: bigint) => {
    if (amount <= 0n) return;
    const day = minIso(maxIso(date, last), today);
    paid.push({ date: day, amount: fromMinor(amount) });
    paidSoFar += amount;
    last = day;
  };

  for (let i = 0; i < rows.length; i++) {
    const due = rows[i]!.date;
    const target = cumulative(effective(), i);
    if (i === stopIndex) {
      // Part of the instalment where the payments stop (or nothing at all).
      if (rnd.chance(0.5))
        push(dayFrom(due, rnd.between(-3, 4)), ((target - paidSoFar) * BigInt(rnd.between(20, 70))) / 100n);
      break;
    }
    const ahead = behaviour === 'ahead' || behaviour === 'credit' || behaviour === 'paid_off';
    if (due > dayFrom(today, ahead ? 75 : -3)) break;
    let amount = target - paidSoFar;
    if (amount <= 0n) continue;
    if (behaviour === 'ahead' && rnd.chance(0.3) && rows[i + 1])
      amount += (toMinor(rows[i + 1]!.amount) * BigInt(rnd.between(30, 100))) / 100n;
    const offset =
      behaviour === 'late' && rnd.chance(0.6)
        ? rnd.between(6, 45)
        : behaviour === 'ahead'
          ? rnd.between(-20, 0)
          : rnd.between(-6, 2);
    let date = dayFrom(due, offset);
    // A late payment that would still be in the future is made within the grace days instead.
    if (date > today) date = maxIso(due > today ? today : due, dayFrom(today, -rnd.between(0, 2)));
    if (rnd.chance(0.08) && amount > 100_00n) {
      const part = (amount * BigInt(rnd.between(30, 70))) / 100n;
      push(dayFrom(date, -rnd.between(0, 5)), part);
      push(date, amount - part);
    } else push(date, amount);
  }
  const total = cumulative(effective(), rows.length - 1);
  if (behaviour === 'paid_off' && paidSoFar < total)
    push(dayFrom(today, -rnd.between(3, 40)), total - paidSoFar); // paid off early
  if (behaviour === 'credit') {
    if (paidSoFar < total) push(dayFrom(today, -rnd.between(3, 40)), total - paidSoFar);
    push(dayFrom(today, -rnd.between(0, 2)), BigInt(rnd.between(5, 60)) * 1000n); // more than the whole price
  }
  return paid;
}
