import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  type ReportFilter,
  type ReportKind,
} from '@shared/reports/contracts';
import type { Locale } from '@shared/i18n/locales';
import { responsibleUsers } from '@shared/sales/contracts';
import { needs, needsForReading } from '../../platform/access';
import { currentUser } from '../../platform/auth-hook';
import type { AppDeps } from '../../platform/deps';
import { limited } from '../../platform/route-limits';
import { XLSX_MIME } from '../../platform/sheets';
import type { SaleViewer } from '../sales/sale-access.service';
import * as registers from './report-registers.service';
import * as service from './reports.service';
import { streamReportSheet } from './reports.sheet';

type Run = (
  deps: AppDeps,
  user: SaleViewer,
  filter: ReportFilter,
  locale: Locale,
  all: boolean,
) => Promise<unknown>;

/** Each report by the name the screen and the export use; `all` asks a register for every row. */
const REPORTS: Record<ReportKind, Run> = {
  overview: (d, u, f) => service.overview(d, u, f),
  finance: (d, u, f) => service.financeSummary(d, u, f),
  monthly: (d, u, f) => service.monthly(d, u, f),
  managers: (d, u, f, l) => service.managers(d, u, f, l),
  revenue: (d, u, f, l) => service.revenue(d, u, f, l),
  sales: (d, u, f, l, all) => registers.salesRegister(d, u, f, l, all),
  instalments: (d, u, f, _l, all) => registers.instalments(d, u, f, all),
  payments: (d, u, f, _l, all) => registers.paymentsReport(d, u, f, all),
  bookings: (d, u, f) => service.bookingsReport(d, u, f),
};

/**
 * The reports of spec §7 "Reporting" under their spec paths, all behind view_reports and scoped like the
 * sales list (complexes, or only the user's own sales with view_only_own_sales). The home page's
 * "today" is the home module's.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['reports'];
  const reading = needsForReading('view_reports');
  const report = { ...reading, ...limited('reports') };

  const post = <R>(path: string, kind: ReportKind, response: R) =>
    app.post(
      path,
      { config: report, schema: { tags, body: reportFilter, response: { 200: response } } },
      // The answer is checked against `response` as it is serialized.
      (request) => REPORTS[kind](deps, currentUser(request), request.body, request.locale, false) as never,
    );

  post('/reporting', 'overview', overviewReport);
  post('/reporting/getFinanceSummaryReport', 'finance', financeReport);
  post('/reporting/monthlyReporting', 'monthly', monthlyReport);
  post('/reporting/manager-report', 'managers', managerReport);
  post('/reporting/revenue-by-scheduler', 'revenue', revenueReport);
  post('/sales/getReport', 'sales', salesRegisterReport);
  post('/payment-scheduler/forReporting', 'instalments', instalmentReport);
  post('/payments/forReporting', 'payments', paymentsReport);
  post('/sales/bookings-report', 'bookings', bookingsReport);

  app.get(
    '/reporting/responsible-users',
    { config: needs('view_reports'), schema: { tags, response: { 200: responsibleUsers } } },
    (request) => service.responsibleManagers(deps, currentUser(request)),
  );

  app.get(
    '/reporting/getYearsRange',
    { config: reading, schema: { tags, querystring: reportFilter, response: { 200: yearsRange } } },
    (request) => service.yearsRange(deps, currentUser(request), request.query),
  );

  app.get(
    '/reporting/pie/:year',
    {
      config: report,
      schema: { tags, params: pieParams, querystring: reportFilter, response: { 200: pieReport } },
    },
    (request) => service.pie(deps, currentUser(request), request.params.year, request.query, request.locale),
  );

  app.post(
    '/reporting/export/:report',
    {
      config: { ...reading, ...limited('exports') },
      schema: { tags, params: reportKindParams, body: reportFilter },
    },
    async (request, reply) => {
      const kind = request.params.report;
      const report = await REPORTS[kind](deps, currentUser(request), request.body, request.locale, true);
      return reply
        .header('Content-Type', XLSX_MIME)
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="report-${kind}.xlsx"`)
        .send(streamReportSheet(kind, report as Parameters<typeof streamReportSheet>[1], request.locale));
    },
  );
};
