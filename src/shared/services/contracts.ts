import { z } from 'zod';
import { currency, money, moneyOrZero } from '../properties/contracts';
import { pageQuery, paginated } from '../pagination';
import { paymentType, pickedId, scheduleParams, scheduleRowInput } from '../sales/contracts';
import { rateInput } from '../payments/contracts';
import { isoDate, optionalText, requiredText } from '../validation/rules';
import { recordId } from '../validation/ids';

/**
 * Contracts of /api/service-types, /api/services (a sale's renovation), /api/containers (its other
 * extras) and /api/services/payments. A renovation and a container are both "service containers" of a
 * sale (decision 020); money travels as decimal strings in the renovation's or container's currency.
 */

export const SERVICE_KINDS = ['renovation', 'parking', 'storage', 'utility', 'other'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
export const SERVICE_UNITS = ['m2', 'piece', 'month', 'lump'] as const;
export type ServiceUnit = (typeof SERVICE_UNITS)[number];

/** What a service container row is: a sale's renovation, or another extra. Also the payment mode. */
export const SERVICE_ORDER_KINDS = ['renovation', 'container'] as const;
export type ServiceOrderKind = (typeof SERVICE_ORDER_KINDS)[number];

export const RENOVATION_STATUSES = ['not_started', 'in_progress', 'done'] as const;
export type RenovationStatus = (typeof RENOVATION_STATUSES)[number];
export const CONTAINER_STATUSES = ['draft', 'active', 'completed', 'canceled'] as const;
export type ContainerStatus = (typeof CONTAINER_STATUSES)[number];

const q = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const idList = z.preprocess(
  (v) =>
    v === undefined || v === ''
      ? undefined
      : Array.isArray(v)
        ? v
        : String(v)
            .split(',')
            .filter((s) => s !== ''),
  z.array(recordId).optional(),
);
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), recordId.optional());

// ---------------------------------------------------------------- service types

export const serviceTypeBody = z.object({
  id: optionalId,
  name: requiredText(255),
  name_en: optionalText(255),
  name_ru: optionalText(255),
  kind: z.enum(SERVICE_KINDS, { error: 'validation.invalid_value' }),
  unit: z.enum(SERVICE_UNITS, { error: 'validation.invalid_value' }),
  unit_price: moneyOrZero,
  currency,
  active: z.boolean().optional().default(true),
});
export type ServiceTypeBody = z.input<typeof serviceTypeBody>;

export const serviceType = z.object({
  id: z.number(),
  name: z.string(),
  name_en: z.string(),
  name_ru: z.string(),
  kind: z.enum(SERVICE_KINDS),
  unit: z.enum(SERVICE_UNITS),
  unit_price: z.string(),
  currency,
  active: z.boolean(),
});
export type ServiceType = z.infer<typeof serviceType>;

export const serviceTypesQuery = z.object({
  active: q(z.enum(['true', 'false'], { error: 'validation.invalid_value' }).transform((v) => v === 'true')),
});

// ---------------------------------------------------------------- lines and schedule

export const serviceLineInput = z.object({
  service_type_id: pickedId,
  /** Left out on an m² type: the total area of the sale's units. */
  quantity: z.preprocess((v) => (v === '' || v === null ? undefined : v), moneyOrZero.optional()),
  /** Left out: the type's price. */
  unit_price: z.preprocess((v) => (v === '' || v === null ? undefined : v), moneyOrZero.optional()),
});
export type ServiceLineInput = z.input<typeof serviceLineInput>;

/** The schedule of a renovation or container: rows adding up to the total, or the generator's params. */
export const serviceScheduleBody = z.object({
  rows: z.array(scheduleRowInput).min(1, 'validation.required').max(600).optional(),
  params: scheduleParams.optional(),
  first_installment_amount: moneyOrZero.optional().default('0'),
  first_installment_date: z.preprocess((v) => (v === '' ? null : v), isoDate.nullable().optional()),
});
export type ServiceScheduleBody = z.input<typeof serviceScheduleBody>;

export const serviceLine = z.object({
  id: z.number(),
  service_type_id: z.number(),
  service_type_name: z.string(),
  unit: z.enum(SERVICE_UNITS),
  quantity: z.string(),
  unit_price: z.string(),
  amount: z.string(),
});

export const serviceInstalment = z.object({
  number: z.number(),
  due_date: z.string(),
  amount: z.string(),
  paid: z.string(),
  left: z.string(),
  first: z.boolean(),
  status: z.enum(['paid', 'partial', 'unpaid']),
  late: z.boolean(),
});

export const servicePayment = z.object({
  id: z.number(),
  date: z.string(),
  /** In the renovation's or container's currency. */
  amount_converted: z.string(),
  /** As paid. */
  amount: z.string(),
  currency,
  /** Units of the renovation's or container's currency per unit paid. */
  rate: z.string(),
  payment_rate: z.string(),
  sale_rate: z.string(),
  rate_source: z.enum(['same', 'nbg', 'manual']),
  payment_type: paymentType,
  note: z.string(),
});
export type ServicePayment = z.infer<typeof servicePayment>;

/** A renovation or container as lists and pages show it. */
export const serviceOrder = z.object({
  id: z.number(),
  kind: z.enum(SERVICE_ORDER_KINDS),
  sale_id: z.number(),
  contract_no: z.string(),
  buyers: z.string(),
  title: z.string(),
  currency,
  total: z.string(),
  status: z.string(),
  paid: z.string(),
  debt: z.string(),
  overdue_days: z.number(),
});
export type ServiceOrder = z.infer<typeof serviceOrder>;

export const serviceOrderDetail = serviceOrder.extend({
  lines: z.array(serviceLine),
  schedule: z.array(serviceInstalment),
  payments: z.array(servicePayment),
  credit: z.string(),
});
export type ServiceOrderDetail = z.infer<typeof serviceOrderDetail>;
export const serviceOrderList = paginated(serviceOrder);

// ---------------------------------------------------------------- renovations (services)

export const renovationBody = z.object({
  id: optionalId,
  sale_id: pickedId,
  title: requiredText(255),
  status: z
    .enum(RENOVATION_STATUSES, { error: 'validation.invalid_value' })
    .optional()
    .default('not_started'),
  lines: z.array(serviceLineInput).min(1, 'validation.required').max(50),
  /** Made (or replaced) with the renovation, in one transaction; also POST .../renovation/payment-schedule. */
  schedule: serviceScheduleBody.optional(),
});
export type RenovationBody = z.input<typeof renovationBody>;

export const renovationsQuery = pageQuery.extend({
  sale_id: optionalId,
  status: q(z.enum(RENOVATION_STATUSES, { error: 'validation.invalid_value' })),
  building_ids: idList,
});
export type RenovationsQuery = z.input<typeof renovationsQuery>;

// ---------------------------------------------------------------- containers

export const containerBody = z.object({
  id: optionalId,
  sale_id: pickedId,
  title: requiredText(255),
  status: z.enum(CONTAINER_STATUSES, { error: 'validation.invalid_value' }).optional().default('active'),
  lines: z.array(serviceLineInput).min(1, 'validation.required').max(50),
  schedule: serviceScheduleBody.optional(),
});
export type ContainerBody = z.input<typeof containerBody>;

export const containersQuery = pageQuery.extend({
  sale_id: optionalId,
  status: q(z.enum(CONTAINER_STATUSES, { error: 'validation.invalid_value' })),
});
export type ContainersQuery = z.input<typeof containersQuery>;

export const containerSalesQuery = z.object({ query: q(z.string().trim().max(100)) });
export const containerSale = z.object({
  id: z.number(),
  contract_no: z.string(),
  buyers: z.string(),
  currency,
});
export type ContainerSale = z.infer<typeof containerSale>;

export const saleInfoBody = z.object({ sale_id: pickedId });
export const saleInfo = z.object({
  sale_id: z.number(),
  contract_no: z.string(),
  currency,
  buyers: z.array(z.object({ id: z.number(), name: z.string() })),
  units: z.array(z.object({ id: z.number(), number: z.string(), area: z.string() })),
  total_area: z.string(),
});
export type SaleInfo = z.infer<typeof saleInfo>;

const containerPaymentFields = {
  container_id: pickedId,
  amount: money,
  currency,
  date: isoDate,
  payment_rate: rateInput.optional(),
  sale_rate: rateInput.optional(),
};
export const containerCalculateBody = z.object(containerPaymentFields);
export const containerPayBody = z.object({
  ...containerPaymentFields,
  payment_type: paymentType.optional().default('bank_transfer'),
  note: optionalText(2000),
});
export type ContainerPayBody = z.input<typeof containerPayBody>;

export const serviceCalculation = z.object({
  amount: z.string(),
  currency,
  payment_rate: z.string(),
  sale_rate: z.string(),
  rate_source: z.enum(['same', 'nbg', 'manual']),
  covers: z.array(z.object({ number: z.number(), due_date: z.string(), amount: z.string() })),
  credit: z.string(),
  debt_after: z.string(),
});
export type ServiceCalculation = z.infer<typeof serviceCalculation>;

// ---------------------------------------------------------------- service payments

export const servicePaymentsQuery = pageQuery.extend({
  mode: q(z.enum(SERVICE_ORDER_KINDS, { error: 'validation.invalid_value' })),
  date_from: q(isoDate),
  date_to: q(isoDate),
  building_ids: idList,
});
export type ServicePaymentsQuery = z.input<typeof servicePaymentsQuery>;

export const servicePaymentRow = z.object({
  id: z.number(),
  mode: z.enum(SERVICE_ORDER_KINDS),
  service_container_id: z.number(),
  title: z.string(),
  sale_id: z.number(),
  contract_no: z.string(),
  buyers: z.string(),
  payment_date: z.string(),
  original_amount: z.string(),
  paid_currency: currency,
  amount: z.string(),
  currency,
  payment_type: paymentType,
});
export type ServicePaymentRow = z.infer<typeof servicePaymentRow>;

export const servicePaymentList = paginated(servicePaymentRow).extend({
  /** Sums in each renovation's or container's currency over every row the filters match. */
  totals: z.array(z.object({ currency, amount: z.string() })),
});
export type ServicePaymentList = z.infer<typeof servicePaymentList>;

export const payAnswer = z.object({ id: z.number() });
