import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnyReport, ReportKind } from '@shared/reports/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/api-client';
import { filterBody, type ReportFilterState } from './report-filter';
import { reportKeys } from './report-keys';

/** The spec's path of each report. */
export const REPORT_PATHS: Record<ReportKind, string> = {
  overview: '/reporting',
  finance: '/reporting/getFinanceSummaryReport',
  monthly: '/reporting/monthlyReporting',
  managers: '/reporting/manager-report',
  revenue: '/reporting/revenue-by-scheduler',
  sales: '/sales/getReport',
  instalments: '/payment-scheduler/forReporting',
  payments: '/payments/forReporting',
  bookings: '/sales/bookings-report',
};

/** A report's answer: rows, totals per currency, the period covered and, for a register, its full count. */
export type ReportAnswer = AnyReport & { date_from: string; date_to: string; row_count?: number };

export const reportQuery = (kind: ReportKind, filter: ReportFilterState, language: string) => {
  const body = filterBody(filter);
  return queryOptions({
    queryKey: reportKeys.report(kind, body, language),
    queryFn: ({ signal }) => api.post<ReportAnswer>(REPORT_PATHS[kind], body, { signal }),
    placeholderData: keepPreviousData,
  });
};

export function useReport(kind: ReportKind, filter: ReportFilterState) {
  const { i18n } = useTranslation();
  return useQuery(reportQuery(kind, filter, i18n.language));
}
