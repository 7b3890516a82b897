import { z } from 'zod';
import { pathId } from '../errors';
import { pageQuery, paginated } from '../pagination';
import { currency, money } from '../properties/contracts';
import { PAYMENT_MODES, paymentType, pickedId, saleFilters, saleRow } from '../sales/contracts';
import { RATE_PATTERN } from '../validation/checks';
import { isoDate, optionalText } from '../validation/rules';
import { recordId } from '../validation/ids';

/**
 * Contracts of /api/payments. A payment is entered in the currency the client paid; the server converts
 * it into the sale's currency with the lari rates of the payment date (National Bank, or typed by hand).
 */

/** Lari for one unit, as the National Bank quotes it; up to six decimals, greater than zero. */
export const rateInput = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? null : String(v).trim()),
  z
    .string()
    .regex(RATE_PATTERN, 'validation.invalid_format')
    .refine((v) => Number(v) > 0, 'payments.rate_required')
    .nullable(),
);

const paymentFields = {
  amount: money,
  currency,
  payment_date: isoDate,
  /** Left out: the official rate of the payment date; a typed rate is recorded as 'manual'. */
  payment_rate: rateInput.optional(),
  sale_rate: rateInput.optional(),
  payment_type: paymentType.optional().default('bank_transfer'),
  bank_account_id: z.preprocess((v) => (v === '' || v === undefined ? null : v), recordId.nullable()),
  note: optionalText(2000),
};

/** POST /api/payments/pay. Renovation mode belongs to the services work and is refused until then. */
export const payBody = z.object({
  mode: z.enum(PAYMENT_MODES, { error: 'validation.invalid_value' }).optional().default('sale'),
  sale_id: pickedId,
  service_container_id: z.preprocess((v) => (v === '' ? null : v), recordId.nullable().optional()),
  ...paymentFields,
});
export type PayBody = z.input<typeof payBody>;
export type PayInput = z.output<typeof payBody>;

/** PUT /api/payments/{payment_id}. */
export const updatePaymentBody = z.object(paymentFields);
export type UpdatePaymentBody = z.input<typeof updatePaymentBody>;

/** POST /api/payments/calculatePayment: how an amount would be converted and allocated; saves nothing. */
export const calculatePaymentBody = z.object({ sale_id: pickedId, ...paymentFields });
export type CalculatePaymentBody = z.input<typeof calculatePaymentBody>;

export const paymentCalculation = z.object({
  original_amount: z.string(),
  currency,
  /** The amount in the sale's currency. */
  amount: z.string(),
  sale_currency: currency,
  payment_rate: z.string(),
  sale_rate: z.string(),
  rate_source: z.enum(['same', 'nbg', 'manual']),
  /** The instalments this payment would cover, oldest first. */
  covers: z.array(z.object({ number: z.number(), due_date: z.string(), amount: z.string() })),
  /** What would remain beyond the whole schedule. */
  credit: z.string(),
  debt_after: z.string(),
});
export type PaymentCalculation = z.infer<typeof paymentCalculation>;

export const paymentDeleteParams = z.object({
  mode: z.enum(PAYMENT_MODES, { error: 'validation.invalid_value' }),
  payment_id: z.coerce.number().int().positive(),
  sale_id: pathId,
});

/** The columns of the payment import files (one sale; or a bank statement matched by contract_no). */
export const PAYMENT_IMPORT_COLUMNS = [
  'contract_no',
  'payment_date',
  'amount',
  'currency',
  'rate',
  'payment_type',
  'note',
] as const;

/** POST /api/payments/importFromExcel: the multipart fields beside the file. */
export const paymentImportFields = z.object({ sale_id: pickedId });

/** POST /api/advance-payments/{id}/apply: an unapplied advance of one of the sale's buyers becomes a payment. */
export const applyAdvanceBody = z.object({ sale_id: pickedId });

/** POST /api/sales/addPaymentSchedule answers the saved schedule as it now stands (with what is paid). */
export const savedSchedule = z.object({
  sale_id: z.number(),
  version: z.number(),
  total: z.string(),
  rows: z.array(
    z.object({
      number: z.number(),
      date: z.string(),
      amount: z.string(),
      first: z.boolean(),
      paid: z.string(),
    }),
  ),
});
export type SavedSchedule = z.infer<typeof savedSchedule>;

/**
 * GET /api/overdue-sales: sales late on their own instalments (overdue and cancellation candidates) or on
 * their renovation's or a container's, most overdue first (decision 022). `late` narrows to one ledger.
 */
export const OVERDUE_STATUSES = ['overdue', 'cancellation_candidate'] as const;
export const overdueSalesQuery = pageQuery.extend({
  late: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(PAYMENT_MODES, { error: 'validation.invalid_value' }).optional(),
  ),
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(OVERDUE_STATUSES, { error: 'validation.invalid_value' }).optional(),
  ),
  building_id: z.preprocess((v) => (v === '' ? undefined : v), recordId.optional()),
  contract_no: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(64).optional()),
  // The filter bar's other fields, as the sales list reads them.
  ...saleFilters.pick({ property_num: true, building_ids: true, payment_ccy: true }).shape,
});
export type OverdueSalesQuery = z.input<typeof overdueSalesQuery>;

/**
 * One late ledger of an overdue sale: its own instalments (`sale`, id = the sale's), its renovation or a
 * container (id = the service container's), each with its own debt and days in its own currency.
 */
export const lateLedger = z.object({
  kind: z.enum(PAYMENT_MODES),
  id: z.number(),
  /** The renovation's or container's title; null for the sale's own instalments. */
  title: z.string().nullable(),
  currency,
  debt: z.string(),
  overdue_days: z.number(),
});
export type LateLedger = z.infer<typeof lateLedger>;

/** A row of GET /api/overdue-sales: the sale's row (its own debt and days) and what is late, ledger by ledger. */
export const overdueSaleRow = saleRow.extend({ late: z.array(lateLedger) });
export type OverdueSaleRow = z.infer<typeof overdueSaleRow>;
export const overdueSaleList = paginated(overdueSaleRow);

/** POST /api/overdue-sales answers the sales it marked (already marked ones are left as they are). */
export const cancellationCandidatesAnswer = z.object({ updated: z.array(z.number()) });
