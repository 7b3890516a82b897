import { daysInMonth } from '../dates/date-formats';
import { fromMinor, toMinor } from '../money/money';

/**
 * The payment schedule engine (spec §5): pure, on bigint minor units, so the screen's preview and the
 * server produce the same rows to the tetri/cent.
 */

export type ScheduleErrorKey =
  | 'sales.formula_invalid'
  | 'sales.formula_exceeds_amount'
  | 'sales.formula_too_many_instalments'
  | 'sales.formula_remainder_left'
  | 'sales.schedule_count_or_end'
  | 'sales.schedule_end_before_start';

/** A schedule that cannot be made; `field` names the input to correct. */
export class ScheduleError extends Error {
  constructor(
    readonly field: string,
    readonly key: ScheduleErrorKey,
  ) {
    super(key);
  }
}

export type FormulaPart = { amount: bigint; count: number };

const FORMULA_PART = /^\s*(\d+(?:\.\d{1,2})?)\s*:\s*(\d+)\s*$/;

/** "1200:4,1700:3" -> four instalments of 1200, then three of 1700. */
export function parseFormula(formula: string): FormulaPart[] {
  if (formula.trim() === '') return [];
  return formula.split(',').map((part) => {
    const match = FORMULA_PART.exec(part);
    const count = Number(match?.[2]);
    if (!match || !Number.isSafeInteger(count) || count < 1 || count > 600)
      throw new ScheduleError('formula', 'sales.formula_invalid');
    const amount = toMinor(match[1]!);
    if (amount <= 0n) throw new ScheduleError('formula', 'sales.formula_invalid');
    return { amount, count };
  });
}

/**
 * The amounts of `count` instalments adding up to `total` exactly: the formula's parts first, the
 * remainder spread evenly over the instalments left, its rounding remainder on the last one.
 */
export function splitAmounts(total: bigint, count: number, formula: FormulaPart[] = []): bigint[] {
  const fixed = formula.flatMap((part) => Array<bigint>(part.count).fill(part.amount));
  const fixedSum = fixed.reduce((sum, amount) => sum + amount, 0n);
  if (fixed.length > count) throw new ScheduleError('formula', 'sales.formula_too_many_instalments');
  if (fixedSum > total) throw new ScheduleError('formula', 'sales.formula_exceeds_amount');
  const left = count - fixed.length;
  const remainder = total - fixedSum;
  if (left === 0) {
    if (remainder !== 0n) throw new ScheduleError('formula', 'sales.formula_remainder_left');
    return fixed;
  }
  const even = remainder / BigInt(left);
  const spread = Array<bigint>(left).fill(even);
  spread[left - 1] = remainder - even * BigInt(left - 1);
  return [...fixed, ...spread];
}

/** YYYY-MM plus n months, on the given payment day (31 falls back to the month's last day). */
export function instalmentDate(startMonth: string, offset: number, paymentDay: number): string {
  const [year, month] = startMonth.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + offset;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const day = Math.min(paymentDay, daysInMonth(y, m));
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const monthIndex = (yearMonth: string) => {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return year * 12 + month - 1;
};

export type ScheduleInput = {
  /** The amount the instalments share: the price less the first instalment. */
  amount: string;
  /** YYYY-MM of the first regular instalment. */
  start_month: string;
  /** Either the number of instalments or the month of the last one. */
  count?: number | null;
  end_month?: string | null;
  payment_day: number;
  formula?: string | null;
  first_instalment?: { amount: string; date: string } | null;
};

export type ScheduleRow = { number: number; date: string; amount: string; first: boolean };

export function instalmentCount(input: Pick<ScheduleInput, 'count' | 'end_month' | 'start_month'>): number {
  if (input.count) return input.count;
  if (!input.end_month) throw new ScheduleError('count', 'sales.schedule_count_or_end');
  const count = monthIndex(input.end_month) - monthIndex(input.start_month) + 1;
  if (count < 1) throw new ScheduleError('end_month', 'sales.schedule_end_before_start');
  return count;
}

/** The rows of a schedule: the first instalment (when given) then the regular ones, in date order. */
export function buildSchedule(input: ScheduleInput): ScheduleRow[] {
  const count = instalmentCount(input);
  const amounts = splitAmounts(toMinor(input.amount), count, parseFormula(input.formula ?? ''));
  const rows: Omit<ScheduleRow, 'number'>[] = [];
  if (input.first_instalment)
    rows.push({ date: input.first_instalment.date, amount: input.first_instalment.amount, first: true });
  amounts.forEach((amount, i) =>
    rows.push({
      date: instalmentDate(input.start_month, i, input.payment_day),
      amount: fromMinor(amount),
      first: false,
    }),
  );
  return rows.map((row, i) => ({ number: i + 1, ...row }));
}

/** The sum of the rows, for checking a schedule edited by hand before it is saved. */
export function scheduleTotal(rows: readonly { amount: string }[]): string {
  return fromMinor(rows.reduce((sum, row) => sum + toMinor(row.amount), 0n));
}
