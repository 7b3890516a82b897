import { z } from 'zod';
import { paginated } from '../pagination';
import { currency, money, moneyOrZero } from '../properties/contracts';
import { toMinor } from '../money/money';
import { formBoolean, isoDate, optionalText, requiredText } from '../validation/rules';
import {
  MANUAL_SALE_STATUSES,
  PAYMENT_MODES,
  agentFeeStatus,
  contractLanguage,
  contractType,
  optionalDate,
  optionalId,
  optionalMoney,
  optionalPercent,
  paymentDay,
  paymentType,
  pickedId,
  saleStatus,
} from './contracts-fields';
import { instalment, scheduleParams, scheduleRowInput } from './contracts-schedule';

/**
 * One sale: its create and change bodies, its units, buyers and balance, its row, page and brief.
 */

export const saleUnitInput = z.object({
  property_id: pickedId,
  /** The unit's price at signing, in the sale's currency; the form proposes the unit's price. */
  price: money,
});

/** Fields PUT /api/sales/{id} may change; money and units change through update-properties. */
const contractFields = {
  contract_no: requiredText(64),
  contract_type: contractType,
  contract_lang: contractLanguage,
  contract_start_date: isoDate,
  contract_end_date: optionalDate,
  signing_date: optionalDate,
  payment_day: paymentDay,
  mortgage_bank_id: optionalId,
  mortgage_amount: optionalMoney,
  agent_id: optionalId,
  agent_fee_percent: optionalPercent,
  min_income_percent: optionalPercent,
  is_signed: formBoolean.optional().default(false),
  is_managable: formBoolean.optional().default(true),
  vat_payer: formBoolean.optional().default(false),
  automatic_recalculation: formBoolean.optional().default(false),
  responsible_user_id: optionalId,
  info_source: optionalText(255),
  renovation_price: optionalMoney,
};

/** POST /api/sales. */
export const createSaleBody = z
  .object({
    ...contractFields,
    properties: z.array(saleUnitInput).min(1, 'validation.required').max(50),
    customer_ids: z.array(pickedId).min(1, 'validation.required').max(10),
    payment_ccy: currency,
    discount: moneyOrZero.optional().default('0'),
    first_installment_amount: moneyOrZero.optional().default('0'),
    first_installment_date: optionalDate,
    /** The schedule: rows edited in the preview, or the generator's params; neither = one instalment. */
    schedule_rows: z.array(scheduleRowInput).max(600).optional(),
    schedule: scheduleParams.omit({ payment_day: true }).optional(),
    /** The booking this sale closes. */
    booking_id: optionalId,
    /** Advance payments of the customer applied as the sale's first payments. */
    advance_payment_ids: z.array(pickedId).max(20).optional().default([]),
  })
  .refine((b) => toMinor(b.first_installment_amount) === 0n || b.first_installment_date !== null, {
    path: ['first_installment_date'],
    message: 'validation.required',
  });
export type CreateSaleBody = z.input<typeof createSaleBody>;
export type CreateSaleInput = z.output<typeof createSaleBody>;

/** PUT /api/sales/{id}. */
export const updateSaleBody = z.object(contractFields);
export type UpdateSaleBody = z.input<typeof updateSaleBody>;
export type UpdateSaleInput = z.output<typeof updateSaleBody>;

/**
 * PATCH /api/sales/{sale_id}/update-properties: new units (and prices) regenerate the schedule; the
 * user chooses whether what the client paid stays (applied from the first instalment) or is reset.
 */
export const updatePropertiesBody = z
  .object({
    properties: z.array(saleUnitInput).min(1, 'validation.required').max(50),
    discount: moneyOrZero.optional().default('0'),
    first_installment_amount: moneyOrZero.optional().default('0'),
    first_installment_date: optionalDate,
    schedule: scheduleParams.omit({ payment_day: true }),
    paid_amount_choice: z.enum(['keep', 'reset'], { error: 'validation.required' }),
  })
  .refine((b) => toMinor(b.first_installment_amount) === 0n || b.first_installment_date !== null, {
    path: ['first_installment_date'],
    message: 'validation.required',
  });
export type UpdatePropertiesBody = z.input<typeof updatePropertiesBody>;

/** POST /api/sales/{id}/status: active, defective or canceled by hand, always with a reason. */
export const changeSaleStatusBody = z.object({
  status: z.enum(MANUAL_SALE_STATUSES, { error: 'validation.invalid_value' }),
  reason: requiredText(1000),
});
export type ChangeSaleStatusBody = z.input<typeof changeSaleStatusBody>;

/** POST /api/sales/{id}/change-customers: assignment to another buyer. */
export const changeCustomersBody = z.object({
  customer_ids: z.array(pickedId).min(1, 'validation.required').max(10),
  date: isoDate,
  reason: requiredText(1000),
});
export type ChangeCustomersBody = z.input<typeof changeCustomersBody>;

/** POST /api/sales/{id}/delete-with-comment. */
export const deleteWithCommentBody = z.object({ comment: requiredText(2000) });

/** PUT /api/sales/agentFeeStatus/{saleId} and (with amount and date) agentFeeStatusV2. */
export const agentFeeStatusBody = z.object({ agent_fee: agentFeeStatus, agent_is_paid: formBoolean });
export const agentFeeStatusV2Body = agentFeeStatusBody.extend({
  paid_amount: optionalMoney,
  paid_date: optionalDate,
});

export const saleUnit = z.object({
  property_id: z.number(),
  building_id: z.number(),
  building_name: z.string(),
  block: z.string().nullable(),
  floor: z.number(),
  number: z.string(),
  type: z.string(),
  state: z.string(),
  total_area: z.string(),
  price: z.string(),
  released_at: z.string().nullable(),
});

export const saleCustomer = z.object({
  customer_id: z.number(),
  name: z.string(),
  personal_id: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  added_at: z.string(),
  removed_at: z.string().nullable(),
  removal_reason: z.string().nullable(),
});

export const saleBalance = z.object({
  total: z.string(),
  paid: z.string(),
  /** Due up to today less paid. */
  debt: z.string(),
  overdue_days: z.number(),
  next_due_date: z.string().nullable(),
  next_due_amount: z.string().nullable(),
  credit: z.string(),
  /** Paid share of the total price, 0-100 with two decimals. */
  paid_percent: z.string(),
});

/** One row of GET /api/sales. */
export const saleRow = z.object({
  id: z.number(),
  contract_no: z.string(),
  status: saleStatus,
  contract_type: contractType,
  contract_lang: contractLanguage,
  contract_start_date: z.string(),
  building_id: z.number(),
  building_name: z.string(),
  /** "A-5-12, A-5-13": block-floor-number of each unit. */
  units: z.string(),
  customer_name: z.string(),
  payment_ccy: currency,
  total_price: z.string(),
  paid: z.string(),
  debt: z.string(),
  overdue_days: z.number(),
  next_due_date: z.string().nullable(),
  paid_percent: z.string(),
  responsible_name: z.string().nullable(),
  agent_name: z.string().nullable(),
  is_signed: z.boolean(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
  /** Trashed sales only: who deleted it and why. */
  deleted_by_name: z.string().nullable(),
  delete_comment: z.string().nullable(),
});
export type SaleRow = z.infer<typeof saleRow>;
export const saleList = paginated(saleRow);

export const payment = z.object({
  id: z.number(),
  sale_id: z.number(),
  mode: z.enum(PAYMENT_MODES),
  amount: z.string(),
  original_amount: z.string(),
  currency,
  payment_rate: z.string(),
  sale_rate: z.string(),
  rate_source: z.enum(['same', 'nbg', 'manual']),
  payment_date: z.string(),
  payment_type: paymentType,
  bank_account_id: z.number().nullable(),
  bank_account: z.string().nullable(),
  note: z.string(),
  advance_payment_id: z.number().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof payment>;

/** GET /api/sales/{id}. */
export const saleDetail = z.object({
  id: z.number(),
  status: saleStatus,
  contract_no: z.string(),
  contract_type: contractType,
  contract_lang: contractLanguage,
  contract_start_date: z.string(),
  contract_end_date: z.string().nullable(),
  signing_date: z.string().nullable(),
  building_id: z.number(),
  building_name: z.string(),
  payment_ccy: currency,
  price: z.string(),
  discount: z.string(),
  total_price: z.string(),
  first_installment_amount: z.string(),
  first_installment_date: z.string().nullable(),
  payment_day: z.number(),
  mortgage_bank_id: z.number().nullable(),
  mortgage_bank_name: z.string().nullable(),
  mortgage_amount: z.string().nullable(),
  agent_id: z.number().nullable(),
  agent_name: z.string().nullable(),
  agent_fee_percent: z.string().nullable(),
  agent_fee: agentFeeStatus,
  agent_is_paid: z.boolean(),
  agent_fee_paid_amount: z.string().nullable(),
  agent_fee_paid_date: z.string().nullable(),
  min_income_percent: z.string().nullable(),
  is_signed: z.boolean(),
  is_managable: z.boolean(),
  vat_payer: z.boolean(),
  automatic_recalculation: z.boolean(),
  /** Whether the automated reminders and overdue letters write to the sale's buyers. */
  notifications_enabled: z.boolean(),
  responsible_user_id: z.number().nullable(),
  responsible_name: z.string().nullable(),
  info_source: z.string(),
  renovation_price: z.string().nullable(),
  booking_id: z.number().nullable(),
  cancellation_reason: z.string().nullable(),
  canceled_at: z.string().nullable(),
  customer_change_date: z.string().nullable(),
  customer_change_reason: z.string().nullable(),
  deleted_at: z.string().nullable(),
  delete_comment: z.string().nullable(),
  deleted_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  properties: z.array(saleUnit),
  customers: z.array(saleCustomer),
  balance: saleBalance,
  schedule: z.array(instalment),
  payments: z.array(payment),
  /** Whether the automated reminders and overdue letters write to this sale's buyers. */
  /** What the signed-in user may do here, so the screen shows only what the server allows. */
  can: z.object({
    edit: z.boolean(),
    edit_schedule: z.boolean(),
    add_payments: z.boolean(),
    edit_payments: z.boolean(),
    delete_payments: z.boolean(),
    delete: z.boolean(),
  }),
});
export type SaleDetail = z.infer<typeof saleDetail>;

/** GET /api/sales/brief-info/{id}: what a picker or a payment dialog header shows. */
export const saleBrief = z.object({
  id: z.number(),
  contract_no: z.string(),
  status: saleStatus,
  customer_name: z.string(),
  units: z.string(),
  payment_ccy: currency,
  balance: saleBalance,
});
export type SaleBrief = z.infer<typeof saleBrief>;
