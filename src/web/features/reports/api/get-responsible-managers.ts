import { useQuery } from '@tanstack/react-query';
import type { ResponsibleUser } from '@shared/sales/contracts';
import { api } from '../../../lib/api/api-client';
import { reportKeys } from './report-keys';

/**
 * GET /api/reporting/responsible-users: the managers the filter offers (only oneself to a user who sees only
 * their own sales).
 */
export const useResponsibleManagers = () =>
  useQuery({
    queryKey: reportKeys.managers(),
    queryFn: ({ signal }) => api.get<ResponsibleUser[]>('/reporting/responsible-users', { signal }),
    staleTime: 60_000,
  });
