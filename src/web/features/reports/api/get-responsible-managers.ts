import { useQuery } from '@tanstack/react-query';
import { reportEndpoints } from '@shared/reports/report-endpoints';
import { call } from '../../../lib/api/api-client';
import { reportKeys } from './report-keys';

/** The managers the filter offers (only oneself to a user who sees only their own sales). */
export const useResponsibleManagers = () =>
  useQuery({
    queryKey: reportKeys.managers(),
    queryFn: ({ signal }) => call(reportEndpoints.responsibleUsers, { signal }),
    staleTime: 60_000,
  });
