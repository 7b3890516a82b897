import type { ReportKind } from './contracts';

/**
 * The columns of each report as the screen's table and the Excel export show them, in order: one list,
 * so the download holds exactly what is on the screen. `label` is a key of reports/messages.ts;
 * `values` names the message prefix that translates a coded value (a status, a payment's kind).
 */
export type ColumnKind = 'text' | 'money' | 'count' | 'date' | 'month' | 'rate';
export type ReportColumn = { key: string; kind: ColumnKind; values?: 'status' | 'mode' | 'state' };

const col = (key: string, kind: ColumnKind = 'money', values?: ReportColumn['values']): ReportColumn =>
  values ? { key, kind, values } : { key, kind };

const ageing = [col('overdue_1_30'), col('overdue_31_60'), col('overdue_61_90'), col('overdue_over_90')];

export const REPORT_COLUMNS: Record<ReportKind, ReportColumn[]> = {
  overview: [
    col('currency', 'text'),
    col('sales_count', 'count'),
    col('sales_value'),
    col('expected'),
    col('received'),
    col('debt'),
    col('overdue'),
    ...ageing,
  ],
  finance: [
    col('currency', 'text'),
    col('contract_value'),
    col('received'),
    col('debt'),
    col('overdue'),
    col('advances'),
    col('renovation_received'),
    col('services_received'),
  ],
  monthly: [
    col('month', 'month'),
    col('currency', 'text'),
    col('sales_count', 'count'),
    col('sales_value'),
    col('expected'),
    col('received'),
    col('overdue'),
  ],
  managers: [
    col('user_name', 'text'),
    col('currency', 'text'),
    col('sales_count', 'count'),
    col('sales_value'),
    col('received'),
    col('debt'),
    col('overdue'),
    col('bookings_count', 'count'),
    col('bookings_converted', 'count'),
  ],
  revenue: [
    col('month', 'month'),
    col('building', 'text'),
    col('currency', 'text'),
    col('expected'),
    col('received'),
    col('difference'),
  ],
  sales: [
    col('contract_no', 'text'),
    col('date', 'date'),
    col('building', 'text'),
    col('customer', 'text'),
    col('responsible', 'text'),
    col('status', 'text', 'status'),
    col('currency', 'text'),
    col('contract_value'),
    col('paid'),
    col('debt'),
  ],
  instalments: [
    col('contract_no', 'text'),
    col('due_date', 'date'),
    col('state', 'text', 'state'),
    col('currency', 'text'),
    col('amount'),
    col('paid'),
    col('unpaid'),
  ],
  payments: [
    col('date', 'date'),
    col('contract_no', 'text'),
    col('mode', 'text', 'mode'),
    col('amount'),
    col('currency', 'text'),
    col('rate', 'rate'),
    col('amount_gel'),
  ],
  bookings: [
    col('operator_name', 'text'),
    col('made', 'count'),
    col('active', 'count'),
    col('converted', 'count'),
    col('expired', 'count'),
    col('canceled', 'count'),
  ],
};

/**
 * Whether the total lines follow the rows (on screen and in Excel alike): a report of one row per
 * currency is its own total; a register whose screen shows only its first rows always has them.
 */
export function showsTotals(report: { rows: unknown[]; totals: object; row_count?: number }): boolean {
  return (
    report.rows.length > Object.keys(report.totals).length || (report.row_count ?? 0) > report.rows.length
  );
}

/** The first cell of a total line: "Total", or "Total USD" where the first column is the currency. */
export const totalLabel = (firstColumn: string, total: string, currency: string) =>
  firstColumn === 'currency' ? `${total} ${currency}` : total;
