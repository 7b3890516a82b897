import { fromMinor, toMinor } from '@shared/money/money';
import type { SaleUnitOption } from './sale-units-picker';
import {
  isAmount,
  scheduleParamsOf,
  type ScheduleContext,
  type ScheduleDraft,
  type ScheduleState,
} from './schedule-draft';

/** Small pure helpers the sale forms share. */

const minorOr0 = (value: unknown) =>
  typeof value === 'string' && isAmount(value) ? toMinor(value.trim()) : 0n;

/** The price less the discount, as the server computes total_price. */
export function saleTotal(prices: readonly unknown[], discount: unknown): string {
  const sum = prices.reduce<bigint>((acc, price) => acc + minorOr0(price), 0n);
  return fromMinor(sum - minorOr0(discount));
}

/** A price per picked unit: the one already entered for it, else the unit's own price. */
export function unitPrices<P>(
  picked: readonly SaleUnitOption[],
  current: readonly { property_id: unknown; price: P }[],
) {
  const entered = new Map(current.map((p) => [Number(p.property_id), p.price]));
  return picked.map((u) => ({ property_id: u.id, price: entered.get(u.id) ?? u.total_price }));
}

/** The schedule context from a form's money fields. */
export function scheduleContext(values: {
  total: string;
  first_amount: unknown;
  first_date: unknown;
  payment_day: unknown;
}): ScheduleContext {
  const firstAmount = typeof values.first_amount === 'string' ? values.first_amount.trim() : '';
  const day = Number(values.payment_day);
  return {
    total: values.total,
    first:
      firstAmount !== '' && (!isAmount(firstAmount) || toMinor(firstAmount) > 0n)
        ? { amount: firstAmount, date: typeof values.first_date === 'string' ? values.first_date : '' }
        : null,
    payment_day: Number.isInteger(day) && day >= 1 && day <= 31 ? day : 1,
  };
}

/** What the API takes for the schedule: the generator's inputs, or the rows once edited by hand. */
export function scheduleBody(draft: ScheduleDraft, state: ScheduleState) {
  if (state.edited || state.rows.every((row) => row.first))
    return {
      schedule_rows: state.rows.map((row) => ({
        date: row.date,
        amount: row.amount.trim(),
        first: row.first,
      })),
    };
  return { schedule: scheduleParamsOf(draft) };
}

/** The first message found under a form error (the server names nested fields: schedule.formula). */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const value of Object.values(error)) {
    if (value && typeof value === 'object' && !('nodeType' in value)) {
      const found = firstMessage(value);
      if (found) return found;
    }
  }
  return undefined;
}
