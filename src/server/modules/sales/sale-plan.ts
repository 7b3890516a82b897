import type { MessageKey } from '@shared/i18n/messages';
import { fromMinor, toMinor } from '@shared/money/money';
import { buildSchedule, ScheduleError } from '@shared/sales/schedule';
import { HttpError, ValidationFailed } from '../../platform/errors';
import { checkRows, type ScheduleRowData } from './sale-ledger.service';

/** The money of a sale from its units: price is their sum, total_price the price less the discount. */
export function saleAmounts(
  units: readonly { price: string }[],
  discount: string,
  firstInstallment: string,
): { price: string; total: string; errors: Record<string, MessageKey[]> } {
  const price = units.reduce((sum, u) => sum + toMinor(u.price), 0n);
  const total = price - toMinor(discount);
  const errors: Record<string, MessageKey[]> = {};
  if (total < 0n) errors.discount = ['sales.discount_too_big'];
  else if (toMinor(firstInstallment) > total)
    errors.first_installment_amount = ['sales.first_installment_too_big'];
  return { price: fromMinor(price), total: fromMinor(total < 0n ? 0n : total), errors };
}

export interface PlanInput {
  /** What the schedule must add up to: the sale's total price. */
  total: string;
  first_installment_amount: string;
  first_installment_date: string | null;
  payment_day: number;
  contract_start_date: string;
  /** Rows edited in the preview: used as they are (saveSchedule checks they add up). */
  rows?: readonly { date: string; amount: string; first?: boolean | undefined }[] | undefined;
  /** The generator's inputs. */
  params?:
    | {
        start_month: string;
        count: number | null;
        end_month: string | null;
        formula: string;
      }
    | undefined;
}

/**
 * The schedule a new sale (or one whose units changed) starts with: the rows given, else the generator's
 * (the first instalment, then the rest of the total spread by spec §5), else the whole total (less a
 * first instalment) as one instalment on the contract start date. A schedule the generator cannot make
 * is a 422 on the schedule field it names.
 */
export function planSchedule(input: PlanInput): ScheduleRowData[] {
  const total = toMinor(input.total);
  const first = toMinor(input.first_installment_amount);
  const firstRow =
    first > 0n && input.first_installment_date
      ? { date: input.first_installment_date, amount: fromMinor(first), first: true }
      : null;
  const rest = total - (firstRow ? first : 0n);
  if (input.rows?.length) {
    const rows = input.rows.map((row) => ({ date: row.date, amount: row.amount, first: row.first ?? false }));
    checkEditedRows(rows, input.total);
    return rows;
  }
  if (input.params) {
    if (rest <= 0n && firstRow) return [firstRow];
    try {
      return buildSchedule({
        amount: fromMinor(rest),
        start_month: input.params.start_month,
        count: input.params.count,
        end_month: input.params.end_month,
        payment_day: input.payment_day,
        formula: input.params.formula,
        first_instalment: firstRow,
      }).map((row) => ({ date: row.date, amount: row.amount, first: row.first }));
    } catch (error) {
      if (error instanceof ScheduleError)
        throw new ValidationFailed({ [`schedule.${error.field}`]: [error.key] });
      throw error;
    }
  }
  if (!firstRow) return [{ date: input.contract_start_date, amount: fromMinor(total), first: false }];
  if (rest <= 0n) return [firstRow];
  const restDate = input.contract_start_date > firstRow.date ? input.contract_start_date : firstRow.date;
  return [firstRow, { date: restDate, amount: fromMinor(rest), first: false }];
}

/** The ledger's checks of rows edited by hand, answered on the create form's field (schedule_rows). */
function checkEditedRows(rows: ScheduleRowData[], total: string): void {
  try {
    checkRows(rows, total);
  } catch (error) {
    if (error instanceof ValidationFailed)
      throw new ValidationFailed({ schedule_rows: Object.values(error.fieldErrors).flat() });
    if (error instanceof HttpError)
      throw new ValidationFailed({ schedule_rows: ['sales.schedule_rows_total'] });
    throw error;
  }
}
