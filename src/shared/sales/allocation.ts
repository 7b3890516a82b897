import { fromMinor, toMinor } from '../money/money';

/**
 * How payments fill a schedule: the total paid covers the instalments oldest first, an overpayment
 * carries to the next, and what is left over after the last is the client's credit. Because the result
 * depends only on the instalments and the sum paid, changing or deleting a payment and allocating again
 * gives exactly the state a correct entry would have given.
 */

export type Instalment = { date: string; amount: string };

export type AllocatedInstalment<T extends Instalment> = T & {
  paid: string;
  left: string;
  status: 'paid' | 'partial' | 'unpaid';
};

export type Allocation<T extends Instalment> = {
  instalments: AllocatedInstalment<T>[];
  /** Paid beyond the whole schedule. */
  credit: string;
};

export function allocate<T extends Instalment>(
  instalments: readonly T[],
  payments: readonly { amount: string }[],
): Allocation<T> {
  let pool = payments.reduce((sum, payment) => sum + toMinor(payment.amount), 0n);
  const ordered = [...instalments].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const allocated = ordered.map((instalment) => {
    const amount = toMinor(instalment.amount);
    const paid = pool <= 0n ? 0n : pool >= amount ? amount : pool;
    pool -= paid;
    return {
      ...instalment,
      paid: fromMinor(paid),
      left: fromMinor(amount - paid),
      status: paid === amount ? ('paid' as const) : paid > 0n ? ('partial' as const) : ('unpaid' as const),
    };
  });
  return { instalments: allocated, credit: fromMinor(pool > 0n ? pool : 0n) };
}

export type SaleBalance = {
  total: string;
  paid: string;
  /** Due up to the day less paid; never below zero. */
  debt: string;
  /** Days since the oldest instalment that fell due and is not fully paid; 0 when none. */
  overdue_days: number;
  next_due_date: string | null;
  next_due_amount: string | null;
};

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) =>
  Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY_MS;

/**
 * An instalment is overdue from the day after its due date (`today` is Tbilisi's, tbilisiToday): one due
 * today is owed but not late. The SQL side says the same as `< today` (server/modules/sales/sale-debt.sql.ts).
 */
export const isPastDue = (dueDate: string, today: string): boolean => dueDate < today;

/** The figures a sale shows at a glance, as of `today` (YYYY-MM-DD). */
export function saleBalance(
  instalments: readonly Instalment[],
  payments: readonly { amount: string }[],
  today: string,
): SaleBalance {
  const { instalments: rows } = allocate(instalments, payments);
  const sum = (values: string[]) => values.reduce((total, value) => total + toMinor(value), 0n);
  const paid = sum(payments.map((p) => p.amount));
  const dueSoFar = sum(rows.filter((row) => row.date <= today).map((row) => row.amount));
  const debt = dueSoFar - paid;
  const oldestLate = rows.find((row) => isPastDue(row.date, today) && row.status !== 'paid');
  const next = rows.find((row) => row.status !== 'paid');
  return {
    total: fromMinor(sum(rows.map((row) => row.amount))),
    paid: fromMinor(paid),
    debt: fromMinor(debt > 0n ? debt : 0n),
    overdue_days: oldestLate ? dayNumber(today) - dayNumber(oldestLate.date) : 0,
    next_due_date: next?.date ?? null,
    next_due_amount: next?.left ?? null,
  };
}

/**
 * Automatic recalculation: after each day's payments (in date order) that leaves an instalment partly paid,
 * that instalment shrinks to what was paid on it and the unpaid remainder is spread evenly over the
 * instalments after it (rounding remainder on the last). The result depends only on the saved schedule
 * and the payments, so a changed or deleted payment gives exactly the schedule a correct entry would have.
 */
export function recalculateSchedule<T extends Instalment>(
  saved: readonly T[],
  payments: readonly { date: string; amount: string }[],
): T[] {
  const rows = [...saved].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const amounts = rows.map((row) => toMinor(row.amount));
  const paidPerDay = new Map<string, bigint>();
  for (const payment of payments)
    paidPerDay.set(payment.date, (paidPerDay.get(payment.date) ?? 0n) + toMinor(payment.amount));
  let paid = 0n;
  for (const day of [...paidPerDay.keys()].sort()) {
    paid += paidPerDay.get(day)!;
    let before = 0n;
    let k = 0;
    while (k < amounts.length && before + amounts[k]! <= paid) before += amounts[k++]!;
    const paidOnK = paid - before;
    const after = amounts.length - k - 1;
    if (k >= amounts.length || paidOnK === 0n || after === 0) continue;
    const remainder = amounts[k]! - paidOnK + amounts.slice(k + 1).reduce((sum, a) => sum + a, 0n);
    amounts[k] = paidOnK;
    const even = remainder / BigInt(after);
    for (let i = k + 1; i < amounts.length; i++) amounts[i] = even;
    amounts[amounts.length - 1] = remainder - even * BigInt(after - 1);
  }
  return rows.map((row, i) => ({ ...row, amount: fromMinor(amounts[i]!) }));
}
