import type { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { responsibleUsers } from '../sales/contracts';
import {
  bookingsReport,
  financeReport,
  instalmentReport,
  managerReport,
  monthlyReport,
  overviewReport,
  paymentsReport,
  pieParams,
  pieReport,
  reportFilter,
  reportKindParams,
  revenueReport,
  salesRegisterReport,
  yearsRange,
  type ReportKind,
} from './contracts';

/** A report on screen: POSTed with the filter in the body, under its spec path. */
const reportAt = <const P extends `/${string}`, A extends z.ZodType>(path: P, answer: A) =>
  endpoint({ method: 'POST', path, body: reportFilter, answer });

/** The reports of spec §7 "Reporting" (the home page's "today" is in home-endpoints.ts). */
export const reportEndpoints = {
  /** Each report by its kind, the name the screen's tabs and the export use. */
  reports: {
    overview: reportAt('/reporting', overviewReport),
    finance: reportAt('/reporting/getFinanceSummaryReport', financeReport),
    monthly: reportAt('/reporting/monthlyReporting', monthlyReport),
    managers: reportAt('/reporting/manager-report', managerReport),
    revenue: reportAt('/reporting/revenue-by-scheduler', revenueReport),
    sales: reportAt('/sales/getReport', salesRegisterReport),
    instalments: reportAt('/payment-scheduler/forReporting', instalmentReport),
    payments: reportAt('/payments/forReporting', paymentsReport),
    bookings: reportAt('/sales/bookings-report', bookingsReport),
  } satisfies Record<ReportKind, unknown>,
  /** The managers the filter offers (only oneself to a user who sees only their own sales). */
  responsibleUsers: endpoint({
    method: 'GET',
    path: '/reporting/responsible-users',
    answer: responsibleUsers,
  }),
  yearsRange: endpoint({
    method: 'GET',
    path: '/reporting/getYearsRange',
    query: reportFilter,
    answer: yearsRange,
  }),
  pie: endpoint({
    method: 'GET',
    path: '/reporting/pie/:year',
    params: pieParams,
    query: reportFilter,
    answer: pieReport,
  }),
  /** A report as an Excel file: the screen's columns, every row and the totals, in the request's language. */
  exportFile: endpoint({
    method: 'POST',
    path: '/reporting/export/:report',
    params: reportKindParams,
    body: reportFilter,
    answer: 'file',
  }),
};
