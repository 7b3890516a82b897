import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORT_KINDS, type ReportFilter, type ReportKind } from '@shared/reports/contracts';
import { reportEndpoints as endpoints } from '@shared/reports/report-endpoints';
import type { Locale } from '@shared/i18n/locales';
import { needs, needsForReading } from '../../platform/access';
import { currentUser } from '../../platform/auth-hook';
import type { AppDeps } from '../../platform/deps';
import { limited } from '../../platform/route-limits';
import { serve } from '../../platform/serve';
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

  for (const kind of REPORT_KINDS)
    serve(
      app,
      endpoints.reports[kind],
      { config: report, tags },
      // The answer is checked against the kind's answer schema as it is serialized.
      (request) => REPORTS[kind](deps, currentUser(request), request.body, request.locale, false) as never,
    );

  serve(app, endpoints.responsibleUsers, { config: needs('view_reports'), tags }, (request) =>
    service.responsibleManagers(deps, currentUser(request)),
  );

  serve(app, endpoints.yearsRange, { config: reading, tags }, (request) =>
    service.yearsRange(deps, currentUser(request), request.query),
  );

  serve(app, endpoints.pie, { config: report, tags }, (request) =>
    service.pie(deps, currentUser(request), request.params.year, request.query, request.locale),
  );

  serve(
    app,
    endpoints.exportFile,
    { config: { ...reading, ...limited('exports') }, tags },
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
