import { z } from 'zod';
import { moneyOrZero } from '../properties/contracts';
import { isoDate, optionalText } from '../validation/rules';
import { optionalDate, paymentDay, pickedId, yearMonth } from './contracts-fields';

/**
 * A sale's payment schedule: the generator's inputs and preview, the saved rows, the versions.
 */

/** A row as shown and edited before saving. */
export const scheduleRowInput = z.object({
  date: isoDate,
  amount: moneyOrZero,
  first: z.boolean().optional().default(false),
});
export type ScheduleRowInput = z.input<typeof scheduleRowInput>;

/** The generator's inputs (spec §5); `amount` is what the regular instalments share. */
export const scheduleParams = z.object({
  start_month: yearMonth,
  count: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce.number().int('validation.invalid_value').min(1, 'validation.invalid_value').max(600).nullable(),
  ),
  end_month: z.preprocess((v) => (v === '' || v === undefined ? null : v), yearMonth.nullable()),
  payment_day: paymentDay,
  formula: optionalText(500),
});
export type ScheduleParams = z.input<typeof scheduleParams>;

/** POST /api/getPaymentScheduler: a preview, nothing is saved. */
export const schedulePreviewBody = scheduleParams.extend({
  amount: moneyOrZero,
  first_installment_amount: moneyOrZero.optional().default('0'),
  first_installment_date: optionalDate,
});
export type SchedulePreviewBody = z.input<typeof schedulePreviewBody>;

export const scheduleRow = z.object({
  number: z.number(),
  date: z.string(),
  amount: z.string(),
  first: z.boolean(),
});
export type ScheduleRow = z.infer<typeof scheduleRow>;
export const schedulePreview = z.object({ rows: z.array(scheduleRow), total: z.string() });

/**
 * POST /api/sales/addPaymentSchedule: adds or replaces a sale's schedule. Either `rows` (as edited in
 * the preview; they must add up to the sale's total price) or the generator's `params`.
 */
export const saveScheduleBody = z.object({
  sale_id: pickedId,
  rows: z.array(scheduleRowInput).min(1, 'validation.required').max(600).optional(),
  params: scheduleParams.optional(),
  reason: optionalText(500),
});
export type SaveScheduleBody = z.input<typeof saveScheduleBody>;

export const instalment = z.object({
  id: z.number(),
  number: z.number(),
  due_date: z.string(),
  amount: z.string(),
  paid: z.string(),
  left: z.string(),
  first: z.boolean(),
  status: z.enum(['paid', 'partial', 'unpaid']),
  /** Due and not fully paid as of today. */
  late: z.boolean(),
});
export type Instalment = z.infer<typeof instalment>;

export const scheduleVersion = z.object({
  id: z.number(),
  version: z.number(),
  reason: z.string(),
  rows: z.array(z.object({ date: z.string(), amount: z.string() })),
  /** What changed against the previous version: rows added, removed, or with another date or amount. */
  diff: z.array(
    z.object({
      number: z.number(),
      change: z.enum(['added', 'removed', 'changed']),
      before: z.object({ date: z.string(), amount: z.string() }).nullable(),
      after: z.object({ date: z.string(), amount: z.string() }).nullable(),
    }),
  ),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type ScheduleVersion = z.infer<typeof scheduleVersion>;
