import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportEndpoints } from '@shared/reports/report-endpoints';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api/api-client';
import { reportKeys } from './report-keys';

export const useYearsRange = () =>
  useQuery({
    queryKey: reportKeys.years({}),
    queryFn: ({ signal }) => call(reportEndpoints.yearsRange, { signal }),
    staleTime: 60_000,
  });

/** The year's sales by status, unit type and complex (in lari, so one pie adds up). */
export function usePie(year: number | null) {
  const { i18n } = useTranslation();
  const query = { money_view: 'GEL' } as const;
  return useQuery({
    queryKey: reportKeys.pie(year ?? 0, query, i18n.language),
    queryFn: ({ signal }) => call(reportEndpoints.pie, { params: { year: year ?? 0 }, query, signal }),
    enabled: year !== null,
    placeholderData: keepPreviousData,
  });
}
