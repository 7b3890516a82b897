import { useQuery } from '@tanstack/react-query';
import { scheduleEndpoints } from '@shared/sales/schedule-endpoints';
import { call } from '../../../../lib/api/api-client';
import { saleKeys } from '../../api/sale-keys';

/** GET /api/sales/{id}/schedule-versions: every saved version of the sale's schedule. */
export const getScheduleVersions = (id: number, signal?: AbortSignal) =>
  call(scheduleEndpoints.versions, { params: { id }, signal });

export const useScheduleVersions = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: saleKeys.scheduleVersions(id),
    queryFn: ({ signal }) => getScheduleVersions(id, signal),
    enabled,
  });
