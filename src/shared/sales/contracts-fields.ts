import { z } from 'zod';
import { money } from '../properties/contracts';
import { YEAR_MONTH_PATTERN } from '../validation/checks';
import { isoDate, percent } from '../validation/rules';
import { MAX_RECORD_ID, recordId } from '../validation/ids';

/**
 * The values a sale is made of (statuses, contract types and languages, payment types) and the field
 * rules its bodies share.
 */

export const SALE_STATUSES = [
  'active',
  'defective',
  'overdue',
  'cancellation_candidate',
  'canceled',
] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];
export const saleStatus = z.enum(SALE_STATUSES, { error: 'validation.invalid_value' });

export const CONTRACT_TYPES = ['contract_main', 'contract_pre', 'service'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const contractType = z.enum(CONTRACT_TYPES, { error: 'validation.invalid_value' });

export const CONTRACT_LANGUAGES = ['ge', 'en', 'ru', 'ge_en', 'ge_ru'] as const;
export type ContractLanguage = (typeof CONTRACT_LANGUAGES)[number];
export const contractLanguage = z.enum(CONTRACT_LANGUAGES, { error: 'validation.invalid_value' });

export const PAYMENT_TYPES = [
  'bank_transfer',
  'cash',
  'card',
  'mortgage',
  'advance',
  'barter',
  'other',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const paymentType = z.enum(PAYMENT_TYPES, { error: 'validation.invalid_value' });

/**
 * What a payment pays for: the sale's price, its renovation or one of its service containers
 * (payments.service_container_id names which; decision 020).
 */
export const PAYMENT_MODES = ['sale', 'renovation', 'container'] as const;

export const AGENT_FEE_STATUSES = ['paid', 'must_paid'] as const;
export const agentFeeStatus = z.enum(AGENT_FEE_STATUSES, { error: 'validation.invalid_value' });

/** Statuses a user sets by hand; overdue and cancellation_candidate come from the daily job. */
export const MANUAL_SALE_STATUSES = ['active', 'defective', 'canceled'] as const;

export const pickedId = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  z.coerce
    .number({ error: 'validation.required' })
    .int('validation.invalid_value')
    .positive('validation.required')
    .max(MAX_RECORD_ID, 'validation.required'),
);
export const optionalId = z.preprocess((v) => (v === '' || v === undefined ? null : v), recordId.nullable());
export const optionalDate = z.preprocess((v) => (v === '' || v === undefined ? null : v), isoDate.nullable());
export const optionalMoney = z.preprocess((v) => (v === '' || v === undefined ? null : v), money.nullable());
export const optionalPercent = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  percent.nullable(),
);
export const yearMonth = z
  .string({ error: 'validation.required' })
  .regex(YEAR_MONTH_PATTERN, 'validation.invalid_format');
export const paymentDay = z.coerce
  .number({ error: 'validation.required' })
  .int('validation.invalid_value')
  .min(1, 'validation.invalid_value')
  .max(31, 'validation.invalid_value');
