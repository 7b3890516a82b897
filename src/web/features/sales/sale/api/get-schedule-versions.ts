import { useQuery } from '@tanstack/react-query';
import type { ScheduleVersion } from '@shared/sales/contracts';
import { api } from '../../../../lib/api/api-client';
import { saleKeys } from '../../api/sale-keys';
import { rowsOf } from './rows-of';

/** GET /api/sales/{id}/schedule-versions: every saved version of the sale's schedule. */
export const getScheduleVersions = (id: number, signal?: AbortSignal) =>
  api.get<ScheduleVersion[] | { data: ScheduleVersion[] }>(`/sales/${id}/schedule-versions`, { signal });

export const useScheduleVersions = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: saleKeys.scheduleVersions(id),
    queryFn: ({ signal }) => getScheduleVersions(id, signal),
    select: rowsOf,
    enabled,
  });
