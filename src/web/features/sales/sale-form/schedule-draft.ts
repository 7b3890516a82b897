import { addMonths, isIsoDate } from '@shared/dates/date-formats';
import { formatMoney, fromMinor, toMinor } from '@shared/money/money';
import { buildSchedule, ScheduleError } from '@shared/sales/schedule';
import { AMOUNT_PATTERN, YEAR_MONTH_PATTERN } from '@shared/validation/checks';

/**
 * The schedule as the sale forms edit it: the generator's inputs and, once the user edits a row by hand,
 * the rows themselves. Evaluated with the shared engine (the same code as the server's), so the preview
 * is exactly what will be saved.
 */

export type ScheduleRowDraft = { date: string; amount: string; first: boolean };

export type ScheduleDraft = {
  start_month: string;
  /** Whether the length is given as a number of instalments or as the last month. */
  by: 'count' | 'end';
  count: string;
  end_month: string;
  formula: string;
  /** Rows edited by hand; null while they are the generator's. */
  rows: ScheduleRowDraft[] | null;
  /** The rows are the sale's schedule as it stands, not yet touched. */
  current?: boolean;
};

export type ScheduleContext = {
  /** What the rows must add up to: the sale's total price. */
  total: string;
  /** The first instalment (its own amount and date), when there is one. */
  first: { amount: string; date: string } | null;
  payment_day: number;
};

/** A problem to show: a key of the shared catalogue (or of the sale namespace) with its values. */
export type ScheduleProblem = { field: string; key: string; params?: Record<string, string> };

export type ScheduleState = {
  rows: ScheduleRowDraft[];
  edited: boolean;
  /** The rows' sum and what it must be, as decimal strings. */
  sum: string;
  expected: string;
  /** Why there is no schedule to save (bad inputs), or why the rows cannot be saved; null when fine. */
  problem: ScheduleProblem | null;
};

export const isAmount = (value: string) => AMOUNT_PATTERN.test(value.trim());
const minor = (value: string) => (isAmount(value) ? toMinor(value.trim()) : null);

/** The month after the given date (YYYY-MM), where regular instalments usually start. */
export const monthAfter = (isoDate: string) => addMonths(isoDate, 1).slice(0, 7);

export function emptyDraft(startMonth: string): ScheduleDraft {
  return { start_month: startMonth, by: 'count', count: '', end_month: '', formula: '', rows: null };
}

/** A draft holding a schedule that exists already (the rows as they are now; the inputs guessed from them). */
export function draftFromRows(rows: readonly ScheduleRowDraft[], fallbackMonth: string): ScheduleDraft {
  const regular = rows.filter((row) => !row.first);
  return {
    start_month: regular[0]?.date.slice(0, 7) ?? fallbackMonth,
    by: 'count',
    count: regular.length > 0 ? String(regular.length) : '',
    end_month: '',
    formula: '',
    rows: rows.length > 0 ? rows.map((row) => ({ ...row })) : null,
    current: rows.length > 0,
  };
}

function generate(draft: ScheduleDraft, context: ScheduleContext): ScheduleRowDraft[] | ScheduleProblem {
  const total = minor(context.total);
  if (total === null || total <= 0n) return { field: 'total', key: 'sale:schedule.no_total' };
  const first = context.first;
  const firstAmount = first ? minor(first.amount) : 0n;
  if (firstAmount === null) return { field: 'first_installment_amount', key: 'validation.invalid_format' };
  if (firstAmount > total) return { field: 'first_installment_amount', key: 'sale:schedule.first_too_big' };
  if (first && firstAmount > 0n && !isIsoDate(first.date))
    return { field: 'first_installment_date', key: 'sale:schedule.first_date_needed' };
  const firstRow = first && firstAmount > 0n ? { amount: fromMinor(firstAmount), date: first.date } : null;
  const rest = total - firstAmount;
  // Everything is paid with the first instalment: there is nothing to spread.
  if (rest === 0n && firstRow) return [{ ...firstRow, first: true }];

  if (draft.start_month.trim() === '') return { field: 'start_month', key: 'validation.required' };
  if (!YEAR_MONTH_PATTERN.test(draft.start_month.trim()))
    return { field: 'start_month', key: 'validation.invalid_format' };
  let count: number | null = null;
  let endMonth: string | null = null;
  if (draft.by === 'count') {
    if (draft.count.trim() === '') return { field: 'count', key: 'sales.schedule_count_or_end' };
    count = Number(draft.count);
    if (!Number.isInteger(count) || count < 1 || count > 600)
      return { field: 'count', key: 'validation.invalid_value' };
  } else {
    if (draft.end_month.trim() === '') return { field: 'end_month', key: 'sales.schedule_count_or_end' };
    if (!YEAR_MONTH_PATTERN.test(draft.end_month.trim()))
      return { field: 'end_month', key: 'validation.invalid_format' };
    endMonth = draft.end_month.trim();
  }
  try {
    const rows = buildSchedule({
      amount: fromMinor(rest),
      start_month: draft.start_month.trim(),
      count,
      end_month: endMonth,
      payment_day: context.payment_day,
      formula: draft.formula,
      first_instalment: firstRow,
    });
    if (rows.length > 600) return { field: 'count', key: 'validation.invalid_value' };
    return rows.map(({ date, amount, first: isFirst }) => ({ date, amount, first: isFirst }));
  } catch (error) {
    if (error instanceof ScheduleError) return { field: error.field, key: error.key };
    return { field: 'formula', key: 'validation.invalid_value' };
  }
}

/** Checks rows edited by hand the way the server does: amounts, date order, and the sum to the cent. */
function checkRows(rows: readonly ScheduleRowDraft[], expected: bigint): ScheduleProblem | null {
  if (rows.length === 0) return { field: 'rows', key: 'validation.required' };
  for (const row of rows) {
    if (!isIsoDate(row.date)) return { field: 'rows', key: 'sale:schedule.row_date_invalid' };
    if (!isAmount(row.amount)) return { field: 'rows', key: 'sale:schedule.row_amount_invalid' };
  }
  for (let i = 1; i < rows.length; i++)
    if (rows[i]!.date < rows[i - 1]!.date) return { field: 'rows', key: 'sales.schedule_dates_order' };
  const sum = rows.reduce((acc, row) => acc + toMinor(row.amount.trim()), 0n);
  if (sum !== expected)
    return {
      field: 'rows',
      key: 'sales.schedule_not_adding_up',
      params: { actual: formatMoney(fromMinor(sum)), expected: formatMoney(fromMinor(expected)) },
    };
  return null;
}

export function evaluateSchedule(draft: ScheduleDraft, context: ScheduleContext): ScheduleState {
  const expectedMinor = minor(context.total) ?? 0n;
  const expected = fromMinor(expectedMinor);
  const sumOf = (rows: readonly ScheduleRowDraft[]) =>
    fromMinor(rows.reduce((acc, row) => acc + (minor(row.amount) ?? 0n), 0n));
  if (draft.rows) {
    return {
      rows: draft.rows,
      edited: true,
      sum: sumOf(draft.rows),
      expected,
      problem: checkRows(draft.rows, expectedMinor),
    };
  }
  const generated = generate(draft, context);
  if (!Array.isArray(generated))
    return { rows: [], edited: false, sum: '0.00', expected, problem: generated };
  return { rows: generated, edited: false, sum: sumOf(generated), expected, problem: null };
}

/** The generator's inputs as the API takes them (scheduleParams without the payment day). */
export function scheduleParamsOf(draft: ScheduleDraft) {
  return {
    start_month: draft.start_month.trim(),
    count: draft.by === 'count' ? Number(draft.count) : null,
    end_month: draft.by === 'end' ? draft.end_month.trim() : null,
    formula: draft.formula.trim(),
  };
}

/** The running total after each row. */
export function runningTotals(rows: readonly ScheduleRowDraft[]): string[] {
  let sum = 0n;
  return rows.map((row) => {
    sum += minor(row.amount) ?? 0n;
    return fromMinor(sum);
  });
}
