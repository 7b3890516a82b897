import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PieReport, YearsRange } from '@shared/reports/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/api-client';
import { reportKeys } from './report-keys';

export const useYearsRange = () =>
  useQuery({
    queryKey: reportKeys.years({}),
    queryFn: ({ signal }) => api.get<YearsRange>('/reporting/getYearsRange', { signal }),
    staleTime: 60_000,
  });

/** The year's sales by status, unit type and complex (in lari, so one pie adds up). */
export function usePie(year: number | null) {
  const { i18n } = useTranslation();
  const query = { money_view: 'GEL' };
  return useQuery({
    queryKey: reportKeys.pie(year ?? 0, query, i18n.language),
    queryFn: ({ signal }) => api.get<PieReport>(`/reporting/pie/${year}`, { query, signal }),
    enabled: year !== null,
    placeholderData: keepPreviousData,
  });
}
