import type { z } from 'zod';
import { fromMinor, toMinor } from '@shared/money/money';
import type { SavedSchedule } from '@shared/payments/contracts';
import type {
  saveScheduleBody,
  schedulePreviewBody,
  ScheduleVersion,
  scheduleParams,
} from '@shared/sales/contracts';
import {
  buildSchedule,
  ScheduleError,
  scheduleTotal,
  type ScheduleInput,
  type ScheduleRow,
} from '@shared/sales/schedule';
import type { Db } from '../../db/client';
import type { AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, invalid } from '../../platform/errors';
import {
  findVisibleSale,
  refuseIfClosed,
  type SaleViewer,
  type VisibleSale,
} from '../sales/sale-access.service';
import { lockSale, saveSchedule, type ScheduleRowData } from '../sales/sale-ledger.service';
import { settleSaleStatus } from '../sales/sale-status.service';
import * as repo from './schedules.repository';
import { todayOf } from '../../platform/clock';

/**
 * Payment schedules: the preview (the shared engine, so the screen and the server agree to the cent),
 * saving a sale's schedule (rows edited by hand or generated from the sale's price) as a new version,
 * and the version history with what changed each time.
 */

/** Runs the engine; a schedule that cannot be made answers 422 naming the input to correct. */
function build(input: ScheduleInput, fieldPrefix = ''): ScheduleRow[] {
  let rows: ScheduleRow[];
  try {
    rows = buildSchedule(input);
  } catch (err) {
    if (err instanceof ScheduleError) throw invalid(`${fieldPrefix}${err.field}`, err.key);
    throw err;
  }
  const first = rows.find((row) => row.first);
  const regular = rows.find((row) => !row.first);
  if (first && regular && first.date > regular.date)
    throw invalid('first_installment_date', 'sales.schedule_dates_order');
  return rows;
}

/** POST /api/getPaymentScheduler: the rows the inputs give; nothing is saved. */
export function preview(input: z.output<typeof schedulePreviewBody>) {
  const hasFirst = toMinor(input.first_installment_amount) > 0n;
  if (hasFirst && !input.first_installment_date)
    throw invalid('first_installment_date', 'validation.required');
  const rows = build({
    amount: input.amount,
    start_month: input.start_month,
    count: input.count,
    end_month: input.end_month,
    payment_day: input.payment_day,
    formula: input.formula,
    first_instalment:
      hasFirst && input.first_installment_date
        ? { amount: input.first_installment_amount, date: input.first_installment_date }
        : null,
  });
  return { rows, total: scheduleTotal(rows) };
}

/** The schedule generated from the sale's price: the first instalment (amount and date) and the rest. */
function generated(sale: VisibleSale, params: z.output<typeof scheduleParams>): ScheduleRowData[] {
  const first = toMinor(sale.first_installment_amount);
  const rest = toMinor(sale.total_price) - first;
  if (rest < 0n) throw invalid('params', 'payments.first_exceeds_total');
  if (first > 0n && !sale.first_installment_date)
    throw invalid('first_installment_date', 'validation.required');
  const rows = build(
    {
      amount: fromMinor(rest),
      start_month: params.start_month,
      count: params.count,
      end_month: params.end_month,
      payment_day: params.payment_day,
      formula: params.formula,
      first_instalment:
        first > 0n && sale.first_installment_date
          ? { amount: sale.first_installment_amount, date: sale.first_installment_date }
          : null,
    },
    'params.',
  );
  return rows.map((row) => ({ date: row.date, amount: row.amount, first: row.first }));
}

function refuseIfSignedLocked(user: SaleViewer, sale: { is_signed: boolean }) {
  if (sale.is_signed && !user.permissions.includes('edit_signed_schedules'))
    throw new HttpError(403, 'payments.schedule_signed_locked', {
      missing_permission: 'edit_signed_schedules',
    });
}

/** The schedule as it stands after saving (with automatic recalculation: the recalculated one). */
async function savedSchedule(db: Db, saleId: number): Promise<SavedSchedule> {
  const rows = await repo.instalmentsOfSale(db, saleId);
  return {
    sale_id: saleId,
    version: await repo.latestVersionNumber(db, saleId),
    total: scheduleTotal(rows),
    rows,
  };
}

/**
 * POST /api/sales/addPaymentSchedule: adds or replaces the sale's schedule (a new version with its diff).
 * A signed sale's schedule is locked without edit_signed_schedules; a canceled or trashed sale's too.
 */
export async function saveSaleSchedule(
  deps: AppDeps,
  user: SaleViewer,
  input: z.output<typeof saveScheduleBody>,
  audit: AuditContext,
): Promise<SavedSchedule> {
  const visible = await findVisibleSale(deps.db, user, input.sale_id);
  refuseIfClosed(visible);
  refuseIfSignedLocked(user, visible);
  if (!input.rows && !input.params) throw invalid('rows', 'payments.schedule_rows_or_params');
  return deps.db.transaction(async (tx) => {
    await lockSale(tx, visible.id);
    const sale = await findVisibleSale(tx, user, visible.id);
    refuseIfClosed(sale);
    refuseIfSignedLocked(user, sale);
    const rows: ScheduleRowData[] = input.rows
      ? input.rows.map((row) => ({ date: row.date, amount: row.amount, first: row.first }))
      : generated(sale, input.params!);
    const reason = input.reason || (input.rows ? 'edited' : 'generated');
    const state = await saveSchedule(tx, sale.id, rows, reason, audit, todayOf(deps));
    await settleSaleStatus(tx, deps.config, sale.id, audit, state.today, state);
    return savedSchedule(tx, sale.id);
  });
}

/** GET /api/sales/{id}/schedule-versions: newest first, with the diff against the one before. */
export async function scheduleVersions(
  deps: AppDeps,
  user: SaleViewer,
  saleId: number,
): Promise<ScheduleVersion[]> {
  await findVisibleSale(deps.db, user, saleId);
  const rows = await repo.versionsOfSale(deps.db, saleId);
  return rows.map(({ version: v, author }) => ({
    id: v.id,
    version: v.version,
    reason: v.reason,
    rows: (v.rows as { date: string; amount: string }[]).map((row) => ({
      date: row.date,
      amount: row.amount,
    })),
    diff: v.diff as ScheduleVersion['diff'],
    created_by_name: author ? `${author.first_name} ${author.last_name}`.trim() : null,
    created_at: v.created_at.toISOString(),
  }));
}
