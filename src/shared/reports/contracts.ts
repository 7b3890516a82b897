import { z } from 'zod';
import { addMonths, PERIOD_PRESETS, periodRange, swapIfReversed } from '../dates/date-formats';
import { saleStatus } from '../sales/contracts';
import { boundedPeriod } from '../validation/periods';
import { isoDate } from '../validation/rules';
import { recordId } from '../validation/ids';

/**
 * Contracts of the reports (spec §7 "Reporting", issue 19): one filter for every report, in the body of
 * the POST calls and the query of the GET ones, and the named columns of each answer. Money travels as
 * decimal strings with two places, every money row with its currency.
 */

/** original: per currency as the ledger keeps it; GEL/USD: converted at the National Bank rate of each day. */
export const MONEY_VIEWS = ['original', 'GEL', 'USD'] as const;
export type MoneyView = (typeof MONEY_VIEWS)[number];

const blankIsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      v === undefined || v === '' || v === null
        ? undefined
        : Array.isArray(v)
          ? v
          : String(v)
              .split(',')
              .filter((s) => s !== ''),
    z.array(item).optional(),
  );
const positiveId = recordId;

const reportFilterFields = z.object({
  period: z.preprocess(
    blankIsMissing,
    z.enum(PERIOD_PRESETS, { error: 'validation.invalid_value' }).optional(),
  ),
  date_from: z.preprocess(blankIsMissing, isoDate.optional()),
  date_to: z.preprocess(blankIsMissing, isoDate.optional()),
  building_ids: list(positiveId),
  responsible_user_ids: list(positiveId),
  sale_statuses: list(saleStatus),
  money_view: z.preprocess(
    blankIsMissing,
    z.enum(MONEY_VIEWS, { error: 'validation.invalid_value' }).optional().default('original'),
  ),
});
/**
 * Every report's period is bounded (validation/periods.ts): here the dates given as a pair (a preset
 * period wins over them); a period left open at either end is checked by the server once resolved.
 */
export const reportFilter = reportFilterFields.superRefine((filter, ctx) => {
  if (!filter.period) boundedPeriod<typeof filter>()(filter, ctx);
});
export type ReportFilterInput = z.input<typeof reportFilter>;
export type ReportFilter = z.output<typeof reportFilter>;

/** The period when the filter names none: the last year, as the screens open. */
export const DEFAULT_PERIOD = 'last_year' as const;

/**
 * The days a filter covers: a preset period (§9: from the same day that many months back to today) wins
 * over explicit dates; a missing end is today, a missing start a year before the end.
 */
export function reportRange(
  filter: Pick<ReportFilter, 'period' | 'date_from' | 'date_to'>,
  today: string,
): { from: string; to: string } {
  if (filter.period) return periodRange(filter.period, today);
  if (!filter.date_from && !filter.date_to) return periodRange(DEFAULT_PERIOD, today);
  const to = filter.date_to ?? today;
  return swapIfReversed(filter.date_from ?? addMonths(to, -12), to);
}

const money = z.string();
const count = z.number().int();
const currencyCode = z.string();

/** Every report: its rows and, per currency, the sums of their money and counts. */
const reportOf = <Row extends z.ZodRawShape>(row: Row) => {
  const rowSchema = z.object(row);
  return z.object({
    rows: z.array(rowSchema),
    totals: z.record(z.string(), z.record(z.string(), z.union([z.string(), z.number()]))),
    /** The period the report covers, resolved from the filter. */
    date_from: isoDate,
    date_to: isoDate,
  });
};

const ageing = {
  overdue_1_30: money,
  overdue_31_60: money,
  overdue_61_90: money,
  overdue_over_90: money,
};

/** POST /api/reporting: the period at a glance; debt and overdue as of today. */
export const overviewRow = {
  currency: currencyCode,
  sales_count: count,
  sales_value: money,
  received: money,
  expected: money,
  debt: money,
  overdue: money,
  ...ageing,
};
export const overviewReport = reportOf(overviewRow);

/** POST /api/reporting/getFinanceSummaryReport. */
export const financeRow = {
  currency: currencyCode,
  contract_value: money,
  received: money,
  debt: money,
  overdue: money,
  advances: money,
  renovation_received: money,
  services_received: money,
};
export const financeReport = reportOf(financeRow);

/** POST /api/reporting/monthlyReporting: a row per month of the period and currency. */
export const monthlyRow = {
  month: z.string(),
  currency: currencyCode,
  sales_count: count,
  sales_value: money,
  expected: money,
  received: money,
  overdue: money,
};
export const monthlyReport = reportOf(monthlyRow);

/** POST /api/reporting/manager-report: a row per responsible manager (null: sales without one). */
export const managerRow = {
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  currency: currencyCode,
  sales_count: count,
  sales_value: money,
  received: money,
  debt: money,
  overdue: money,
  bookings_count: count,
  bookings_converted: count,
};
export const managerReport = reportOf(managerRow);

/** POST /api/reporting/revenue-by-scheduler: expected by the schedules against received, per month and complex. */
export const revenueRow = {
  month: z.string(),
  building_id: z.number().int(),
  building: z.string(),
  currency: currencyCode,
  expected: money,
  received: money,
  difference: money,
};
export const revenueReport = reportOf(revenueRow);

/** POST /api/sales/getReport: the sales register (sales signed in the period). */
export const salesRegisterRow = {
  sale_id: z.number().int(),
  contract_no: z.string(),
  date: isoDate,
  building: z.string(),
  customer: z.string(),
  responsible: z.string(),
  status: saleStatus,
  currency: currencyCode,
  contract_value: money,
  paid: money,
  debt: money,
};
export const salesRegisterReport = reportOf(salesRegisterRow).extend({ row_count: count });

export const INSTALMENT_STATES = ['paid', 'partly_paid', 'unpaid', 'overdue'] as const;
/** POST /api/payment-scheduler/forReporting: instalments due in the period, paid or not. */
export const instalmentRow = {
  instalment_id: z.number().int(),
  sale_id: z.number().int(),
  contract_no: z.string(),
  due_date: isoDate,
  state: z.enum(INSTALMENT_STATES),
  currency: currencyCode,
  amount: money,
  paid: money,
  unpaid: money,
};
export const instalmentReport = reportOf(instalmentRow).extend({ row_count: count });

export const REPORT_PAYMENT_MODES = ['sale', 'renovation', 'container'] as const;
/**
 * POST /api/payments/forReporting: payments received in the period, every mode. amount/currency are in
 * the money view (original: a sale payment in the sale's currency as the ledger counts it, another mode as
 * paid); rate is the National Bank's lari rate of that currency on the payment's date.
 */
export const paymentReportRow = {
  payment_id: z.number().int(),
  sale_id: z.number().int(),
  contract_no: z.string(),
  date: isoDate,
  mode: z.enum(REPORT_PAYMENT_MODES),
  amount: money,
  currency: currencyCode,
  rate: z.string(),
  amount_gel: money,
};
export const paymentsReport = reportOf(paymentReportRow).extend({ row_count: count });

/** POST /api/sales/bookings-report: bookings made in the period per operator and what became of them. */
export const bookingsRow = {
  operator_id: z.number().int(),
  operator_name: z.string(),
  made: count,
  active: count,
  converted: count,
  expired: count,
  canceled: count,
};
export const bookingsReport = reportOf(bookingsRow);

/** GET /api/reporting/getYearsRange: first and last year with sales or payments. */
export const yearsRange = z.object({ first_year: z.number().int(), last_year: z.number().int() });
export type YearsRange = z.infer<typeof yearsRange>;

export const PIE_GROUPS = ['status', 'type', 'building'] as const;
/** GET /api/reporting/pie/{year}: the year's sales by status, by unit type and by complex. */
export const pieRow = {
  group: z.enum(PIE_GROUPS),
  key: z.string(),
  label: z.string(),
  count: count,
  value: money,
  currency: currencyCode,
};
export const pieReport = z.object({ rows: z.array(z.object(pieRow)), totals: reportOf({}).shape.totals });
export const pieParams = z.object({ year: z.coerce.number().int().min(1900).max(2999) });

/** The reports the screen shows as tabs and the Excel export writes, by the name of their call. */
export const REPORT_KINDS = [
  'overview',
  'finance',
  'monthly',
  'managers',
  'revenue',
  'sales',
  'instalments',
  'payments',
  'bookings',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const reportKindParams = z.object({ report: z.enum(REPORT_KINDS) });

export type OverviewReport = z.infer<typeof overviewReport>;
export type FinanceReport = z.infer<typeof financeReport>;
export type MonthlyReport = z.infer<typeof monthlyReport>;
export type ManagerReport = z.infer<typeof managerReport>;
export type RevenueReport = z.infer<typeof revenueReport>;
export type SalesRegisterReport = z.infer<typeof salesRegisterReport>;
export type InstalmentReport = z.infer<typeof instalmentReport>;
export type PaymentsReport = z.infer<typeof paymentsReport>;
export type BookingsReport = z.infer<typeof bookingsReport>;
export type PieReport = z.infer<typeof pieReport>;
export type AnyReport = {
  rows: Record<string, unknown>[];
  totals: Record<string, Record<string, string | number>>;
};

/** The most rows a register sends to the screen; the Excel export carries them all. */
export const SCREEN_ROW_LIMIT = 500;

/** GET /api/reporting/today: the home page's blocks, each null when the user lacks its permission. */
const dueBlock = z.object({
  count: count,
  amounts: z.array(z.object({ currency: currencyCode, amount: money })),
});
export const todayWork = z.object({
  today: isoDate,
  week_end: isoDate,
  due_today: dueBlock.nullable(),
  due_this_week: dueBlock.nullable(),
  overdue: z
    .object({
      count: count,
      amounts: z.array(z.object({ currency: currencyCode, amount: money, ...ageing })),
    })
    .nullable(),
  bookings_expiring: z
    .object({
      until: isoDate,
      rows: z.array(
        z.object({
          id: z.number().int(),
          date_to: isoDate,
          property: z.string(),
          customer: z.string(),
        }),
      ),
    })
    .nullable(),
  latest_payments: z
    .array(
      z.object({
        payment_id: z.number().int(),
        sale_id: z.number().int(),
        contract_no: z.string(),
        date: isoDate,
        amount: money,
        currency: currencyCode,
      }),
    )
    .nullable(),
});
export type TodayWork = z.infer<typeof todayWork>;
