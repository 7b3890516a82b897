import { z } from 'zod';
import { pageQuery, paginated } from '../pagination';
import { currency, money } from '../properties/contracts';
import { isoDate, optionalText } from '../validation/rules';
import { MAX_RECORD_ID, recordId } from '../validation/ids';

/** Contracts of /api/advance-payments: money received before a contract, in GEL, USD or EUR. */

const pickedId = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  z.coerce
    .number({ error: 'validation.required' })
    .int('validation.invalid_value')
    .positive('validation.required')
    .max(MAX_RECORD_ID, 'validation.required'),
);
/** Optional link: null, '' or left out mean none. */
const optionalLink = z.preprocess((v) => (v === '' || v === undefined ? null : v), recordId.nullable());

/** POST /api/advance-payments and PUT /api/advance-payments/{id}. */
export const saveAdvancePaymentBody = z.object({
  customer_id: pickedId,
  /** Greater than zero; a decimal string with at most two decimals, never a float. */
  amount: money,
  currency,
  paid_at: isoDate,
  property_id: optionalLink,
  bank_account_id: optionalLink,
  note: optionalText(2000),
});
export type SaveAdvancePaymentBody = z.input<typeof saveAdvancePaymentBody>;
export type SaveAdvancePaymentInput = z.output<typeof saveAdvancePaymentBody>;

export const advancePayment = z.object({
  id: z.number(),
  customer_id: z.number(),
  customer_name: z.string(),
  amount: z.string(),
  currency,
  paid_at: z.string(),
  property_id: z.number().nullable(),
  /** "Complex, block A, No 12" for the list; null without a unit. */
  property: z
    .object({ building_name: z.string(), block: z.string().nullable(), number: z.string() })
    .nullable(),
  bank_account_id: z.number().nullable(),
  /** Bank and IBAN; null without an account. */
  bank_account: z.string().nullable(),
  note: z.string(),
  /** Set once the advance is applied to a sale; it is then read-only. */
  sale_id: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdvancePayment = z.infer<typeof advancePayment>;

export const currencyTotal = z.object({ currency, total: z.string() });
export type CurrencyTotal = z.infer<typeof currencyTotal>;

/** The page plus the sums per currency of every row the filters keep (not only this page's). */
export const advancePaymentList = paginated(advancePayment).extend({ totals: z.array(currencyTotal) });
export type AdvancePaymentList = z.infer<typeof advancePaymentList>;

const optionalDate = z.preprocess((v) => (v === '' ? undefined : v), isoDate.optional());

export const advancePaymentListQuery = pageQuery.extend({
  customer_id: z.preprocess((v) => (v === '' ? undefined : v), recordId.optional()),
  currency: z.preprocess((v) => (v === '' ? undefined : v), currency.optional()),
  date_from: optionalDate,
  date_to: optionalDate,
});
export type AdvancePaymentListQuery = z.input<typeof advancePaymentListQuery>;
