import { z } from 'zod';
import { pageQuery, paginated } from '../pagination';
import { currency, money, moneyOrZero, propertyState, propertyType } from '../properties/contracts';
import type { Locale } from '../i18n/locales';
import { toMinor } from '../money/money';
import { YEAR_MONTH_PATTERN } from '../validation/checks';
import { formBoolean, isoDate, optionalText, percent, requiredText } from '../validation/rules';
import { MAX_RECORD_ID, recordId } from '../validation/ids';

/**
 * Contracts of /api/sales, /api/getPaymentScheduler, /api/sales/addPaymentSchedule and /api/overdue-sales.
 * Money travels as decimal strings in the sale's currency (payment_ccy).
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
const optionalId = z.preprocess((v) => (v === '' || v === undefined ? null : v), recordId.nullable());
const optionalDate = z.preprocess((v) => (v === '' || v === undefined ? null : v), isoDate.nullable());
const optionalMoney = z.preprocess((v) => (v === '' || v === undefined ? null : v), money.nullable());
const optionalPercent = z.preprocess((v) => (v === '' || v === undefined ? null : v), percent.nullable());
const yearMonth = z
  .string({ error: 'validation.required' })
  .regex(YEAR_MONTH_PATTERN, 'validation.invalid_format');
const paymentDay = z.coerce
  .number({ error: 'validation.required' })
  .int('validation.invalid_value')
  .min(1, 'validation.invalid_value')
  .max(31, 'validation.invalid_value');

// ---------------------------------------------------------------- schedule

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

// ---------------------------------------------------------------- sale

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

/** A value with its title in the asked language (payment types, contract languages). */
export const titledOption = z.object({
  value: z.string(),
  title: z.string(),
  title_ka: z.string(),
  title_en: z.string(),
  title_ru: z.string(),
});
export type TitledOption = z.infer<typeof titledOption>;
export const titledOptions = z.array(titledOption);

export const PAYMENT_TYPE_TITLES: Record<PaymentType, Record<Locale, string>> = {
  bank_transfer: { ka: 'საბანკო გადარიცხვა', en: 'Bank transfer', ru: 'Банковский перевод' },
  cash: { ka: 'ნაღდი ფული', en: 'Cash', ru: 'Наличные' },
  card: { ka: 'ბარათით', en: 'Card', ru: 'Картой' },
  mortgage: { ka: 'იპოთეკა', en: 'Mortgage', ru: 'Ипотека' },
  advance: { ka: 'ავანსი', en: 'Advance payment', ru: 'Аванс' },
  barter: { ka: 'ბარტერი', en: 'Barter', ru: 'Бартер' },
  other: { ka: 'სხვა', en: 'Other', ru: 'Другое' },
};

export const CONTRACT_LANGUAGE_TITLES: Record<ContractLanguage, Record<Locale, string>> = {
  ge: { ka: 'ქართული', en: 'Georgian', ru: 'Грузинский' },
  en: { ka: 'ინგლისური', en: 'English', ru: 'Английский' },
  ru: { ka: 'რუსული', en: 'Russian', ru: 'Русский' },
  ge_en: { ka: 'ქართულ-ინგლისური', en: 'Georgian and English', ru: 'Грузинский и английский' },
  ge_ru: { ka: 'ქართულ-რუსული', en: 'Georgian and Russian', ru: 'Грузинский и русский' },
};

/**
 * The columns of the sales import file (GET /api/sales/import-template), one line per sale. Lists
 * (units, unit_prices, customers) are separated by commas; dates are YYYY-MM-DD or Excel dates.
 */
export const SALE_IMPORT_COLUMNS = [
  'contract_no',
  'contract_type',
  'contract_lang',
  'contract_start_date',
  'contract_end_date',
  'signing_date',
  'building',
  'block',
  'units',
  'unit_prices',
  'payment_ccy',
  'discount',
  'customers',
  'responsible',
  'agent',
  'agent_fee_percent',
  'first_installment_amount',
  'first_installment_date',
  'start_month',
  'count',
  'end_month',
  'payment_day',
  'formula',
  'is_signed',
  'info_source',
] as const;
export type SaleImportColumn = (typeof SALE_IMPORT_COLUMNS)[number];

/** What each column of the import file holds, for the template's second sheet. */
export const SALE_IMPORT_COLUMN_HELP: Record<SaleImportColumn, Record<Locale, string>> = {
  contract_no: {
    ka: 'ხელშეკრულების ნომერი (უნიკალური)',
    en: 'Contract number (unique)',
    ru: 'Номер договора (уникальный)',
  },
  contract_type: {
    ka: 'contract_main, contract_pre ან service (ცარიელი = contract_main)',
    en: 'contract_main, contract_pre or service (empty = contract_main)',
    ru: 'contract_main, contract_pre или service (пусто = contract_main)',
  },
  contract_lang: {
    ka: 'ge, en, ru, ge_en ან ge_ru (ცარიელი = ge)',
    en: 'ge, en, ru, ge_en or ge_ru (empty = ge)',
    ru: 'ge, en, ru, ge_en или ge_ru (пусто = ge)',
  },
  contract_start_date: { ka: 'ხელშეკრულების დაწყება', en: 'Contract start date', ru: 'Дата начала договора' },
  contract_end_date: {
    ka: 'ხელშეკრულების დასრულება (არასავალდებულო)',
    en: 'Contract end date (optional)',
    ru: 'Дата окончания договора (необязательно)',
  },
  signing_date: {
    ka: 'ხელმოწერის თარიღი (არასავალდებულო)',
    en: 'Signing date (optional)',
    ru: 'Дата подписания (необязательно)',
  },
  building: { ka: 'კომპლექსის ID ან სახელი', en: 'Complex id or name', ru: 'ID или название комплекса' },
  block: {
    ka: 'ბლოკი (A-G), თუ კომპლექსს ბლოკები აქვს',
    en: 'Block (A-G) when the complex has blocks',
    ru: 'Блок (A-G), если в комплексе есть блоки',
  },
  units: {
    ka: 'ობიექტების ნომრები, მძიმით',
    en: 'Unit numbers, separated by commas',
    ru: 'Номера объектов через запятую',
  },
  unit_prices: {
    ka: 'თითო ობიექტის ფასი გაყიდვის ვალუტაში, იმავე რიგით',
    en: "Each unit's price in the sale's currency, in the same order",
    ru: 'Цена каждого объекта в валюте продажи, в том же порядке',
  },
  payment_ccy: { ka: 'USD, EUR ან GEL', en: 'USD, EUR or GEL', ru: 'USD, EUR или GEL' },
  discount: { ka: 'ფასდაკლება (არასავალდებულო)', en: 'Discount (optional)', ru: 'Скидка (необязательно)' },
  customers: {
    ka: 'მყიდველების პირადი ნომრები ან საიდენტიფიკაციო კოდები, მძიმით',
    en: "Buyers' personal numbers or company codes, separated by commas",
    ru: 'Личные номера или коды компаний покупателей через запятую',
  },
  responsible: {
    ka: 'პასუხისმგებელი მენეჯერის მომხმარებლის სახელი',
    en: "Responsible manager's username",
    ru: 'Имя пользователя ответственного менеджера',
  },
  agent: {
    ka: 'აგენტის პირადი ნომერი ან კოდი (არასავალდებულო)',
    en: "Agent's personal number or company code (optional)",
    ru: 'Личный номер или код агента (необязательно)',
  },
  agent_fee_percent: {
    ka: 'აგენტის საკომისიო % (არასავალდებულო)',
    en: 'Agent fee % (optional)',
    ru: 'Комиссия агента % (необязательно)',
  },
  first_installment_amount: {
    ka: 'პირველი შენატანი (არასავალდებულო)',
    en: 'First instalment amount (optional)',
    ru: 'Первый взнос (необязательно)',
  },
  first_installment_date: {
    ka: 'პირველი შენატანის თარიღი',
    en: 'First instalment date',
    ru: 'Дата первого взноса',
  },
  start_month: {
    ka: 'გრაფიკის პირველი თვე YYYY-MM (ცარიელი = ერთი შენატანი ხელშეკრულების დაწყების დღეს)',
    en: 'First month of the schedule, YYYY-MM (empty = one instalment on the start date)',
    ru: 'Первый месяц графика, YYYY-MM (пусто = один взнос в дату начала)',
  },
  count: { ka: 'შენატანების რაოდენობა', en: 'Number of instalments', ru: 'Количество взносов' },
  end_month: {
    ka: 'ან ბოლო თვე YYYY-MM',
    en: 'Or the last month, YYYY-MM',
    ru: 'Или последний месяц, YYYY-MM',
  },
  payment_day: { ka: 'გადახდის დღე (1-31)', en: 'Payment day (1-31)', ru: 'День платежа (1-31)' },
  formula: {
    ka: 'ფორმულა, მაგ. 1200:4,1700:3 (არასავალდებულო)',
    en: 'Formula, e.g. 1200:4,1700:3 (optional)',
    ru: 'Формула, напр. 1200:4,1700:3 (необязательно)',
  },
  is_signed: { ka: 'ხელმოწერილია: yes ან no', en: 'Signed: yes or no', ru: 'Подписан: yes или no' },
  info_source: {
    ka: 'ინფორმაციის წყარო (არასავალდებულო)',
    en: 'Info source (optional)',
    ru: 'Источник информации (необязательно)',
  },
};
