import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnyReport, ReportKind } from '@shared/reports/contracts';
import { reportEndpoints } from '@shared/reports/report-endpoints';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api/api-client';
import { filterBody, type ReportFilterState } from './report-filter';
import { reportKeys } from './report-keys';

/** A report's answer: rows, totals per currency, the period covered and, for a register, its full count. */
export type ReportAnswer = AnyReport & { date_from: string; date_to: string; row_count?: number };

export const reportQuery = (kind: ReportKind, filter: ReportFilterState, language: string) => {
  const body = filterBody(filter);
  return queryOptions({
    queryKey: reportKeys.report(kind, body, language),
    queryFn: ({ signal }): Promise<ReportAnswer> => call(reportEndpoints.reports[kind], { body, signal }),
    placeholderData: keepPreviousData,
  });
};

export function useReport(kind: ReportKind, filter: ReportFilterState) {
  const { i18n } = useTranslation();
  return useQuery(reportQuery(kind, filter, i18n.language));
}
