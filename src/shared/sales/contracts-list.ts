import { z } from 'zod';
import { pageQuery } from '../pagination';
import { currency, propertyState, propertyType } from '../properties/contracts';
import { isoDate } from '../validation/rules';
import { recordId } from '../validation/ids';
import { contractLanguage, contractType, pickedId, saleStatus } from './contracts-fields';
import { saleRow } from './contracts-sale';

/**
 * The sales list: its filters and sorts, totals, history, imports' report and the managers to filter by.
 */

const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      v === undefined || v === ''
        ? undefined
        : Array.isArray(v)
          ? v
          : String(v)
              .split(',')
              .filter((s) => s !== ''),
    z.array(item).optional(),
  );
const q = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const qId = q(recordId);
const qDate = q(isoDate);
const qBool = q(
  z.enum(['true', 'false'], { error: 'validation.invalid_value' }).transform((v) => v === 'true'),
);

/** The sales list's renovation filter: a renovation's status (services), or 'none' for a sale without one. */
export const SALE_RENOVATION_FILTERS = ['none', 'not_started', 'in_progress', 'done'] as const;

/** Default share for has_payments=below_percent (spec §9). */
export const DEFAULT_PAYMENT_PERCENT = 10;

/** The filters of GET /api/sales, /api/sales/totals and /api/sales/trashed (spec §3 "Sale filter fields"). */
export const saleFilters = z.object({
  id: qId,
  contract_no: q(z.string().trim().max(64)),
  property_num: q(z.string().trim().max(32)),
  building_ids: list(recordId),
  customer_id: qId,
  customer_country: q(z.string().trim().length(2).toUpperCase()),
  customer_citizen: q(z.string().trim().length(2).toUpperCase()),
  agent_id: qId,
  payment_ccy: q(currency),
  sale_statuses: list(saleStatus),
  /** The status of the sale's renovation (services, decision 020); 'none' for sales without one. */
  renovation_statuses: list(z.enum(SALE_RENOVATION_FILTERS, { error: 'validation.invalid_value' })),
  contract_type: q(contractType),
  block: q(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-G]$/, 'validation.invalid_value'),
  ),
  contract_start_date_from: qDate,
  contract_start_date_to: qDate,
  first_installment_date_from: qDate,
  first_installment_date_to: qDate,
  /** Sales with an instalment falling due in the range and not yet fully paid (the home page's blocks). */
  due_from: qDate,
  due_to: qDate,
  adding_date_from: qDate,
  adding_date_to: qDate,
  info_source: q(z.string().trim().max(255)),
  property_state: q(propertyState),
  property_type: q(propertyType),
  /** yes: at least one payment; no: none; below_percent: paid less than payment_percent of the price. */
  has_payments: q(z.enum(['yes', 'no', 'below_percent'], { error: 'validation.invalid_value' })),
  payment_percent: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number()
      .min(0, 'validation.percent')
      .max(100, 'validation.percent')
      .optional()
      .default(DEFAULT_PAYMENT_PERCENT),
  ),
  has_docs: qBool,
  contract_lang: q(contractLanguage),
  with_multiple_properties: qBool,
  /** MM-DD: buyers whose birthday falls on that day. */
  customer_birth_date: q(z.string().regex(/^\d{2}-\d{2}$/, 'validation.invalid_format')),
  customer_has_phone: qBool,
  customer_has_email: qBool,
  cancellation_candidate: qBool,
  /** Only sales with debt and overdue days. */
  overdue: qBool,
  /** The responsible sale manager. */
  user_id: qId,
  is_signed: qBool,
});
export type SaleFilters = z.output<typeof saleFilters>;

export const SALE_SORTS = [
  'id',
  'contract_no',
  'contract_start_date',
  'total_price',
  'debt',
  'overdue_days',
] as const;
export const saleListQuery = pageQuery.merge(saleFilters).extend({
  sort: q(z.enum(SALE_SORTS, { error: 'validation.invalid_value' })),
  direction: q(z.enum(['asc', 'desc'])),
});
export type SaleListQuery = z.input<typeof saleListQuery>;

export const saleTotals = z.object({
  count: z.number(),
  per_currency: z.array(
    z.object({
      currency,
      count: z.number(),
      price: z.string(),
      paid: z.string(),
      debt: z.string(),
      overdue_count: z.number(),
    }),
  ),
});
export type SaleTotals = z.infer<typeof saleTotals>;

/** POST /api/sales/importFromExcel and the payment imports: everything refused, by line. */
export const importReport = z.object({
  success: z.boolean(),
  imported: z.number(),
  errors: z.array(z.object({ line: z.number(), contract_no: z.string().nullable(), reason: z.string() })),
});
export type ImportReport = z.infer<typeof importReport>;

/** POST /api/overdue-sales: mark sales as cancellation candidates. */
export const cancellationCandidatesBody = z.object({
  sale_ids: z.array(pickedId).min(1, 'validation.required'),
});

export const saleHistoryEntry = z.object({
  id: z.number(),
  action: z.string(),
  user_name: z.string().nullable(),
  created_at: z.string(),
  /** Field-by-field: what it was and what it became. */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type SaleHistoryEntry = z.infer<typeof saleHistoryEntry>;
export const saleHistory = z.array(saleHistoryEntry);

/** POST /api/sales answers the new sale's id; the screen then opens /sales/{id}. */
export const saleCreated = z.object({ id: z.number() });

/** POST /api/sales/getSalesByCustomer. */
export const salesByCustomerBody = z.object({ customer_id: pickedId });
export const saleRows = z.array(saleRow);

/** GET /api/sales/responsible-users: active users who may be a sale's responsible manager. */
export const responsibleUser = z.object({ id: z.number(), name: z.string() });
export type ResponsibleUser = z.infer<typeof responsibleUser>;
export const responsibleUsers = z.array(responsibleUser);
