import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaleDetail, SaleHistoryEntry, ScheduleVersion } from '@shared/sales/contracts';
import { api } from '../../../../app/api/api-client';
import { saleKeys } from '../../api/sale-keys';

export const saleQuery = (id: number) =>
  queryOptions({
    queryKey: saleKeys.detail(id),
    queryFn: ({ signal }) => api.get<SaleDetail>(`/sales/${id}`, { signal }),
  });

export const useSale = (id: number) => useQuery(saleQuery(id));

/** Lists may come bare or wrapped in {data}. */
const rowsOf = <T>(answer: T[] | { data: T[] }): T[] => (Array.isArray(answer) ? answer : answer.data);

export const useScheduleVersions = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: saleKeys.scheduleVersions(id),
    queryFn: ({ signal }) =>
      api.get<ScheduleVersion[] | { data: ScheduleVersion[] }>(`/sales/${id}/schedule-versions`, { signal }),
    select: rowsOf,
    enabled,
  });

export const useSaleHistory = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: saleKeys.history(id),
    queryFn: ({ signal }) =>
      api.get<SaleHistoryEntry[] | { data: SaleHistoryEntry[] }>(`/sales/${id}/history`, { signal }),
    select: rowsOf,
    enabled,
  });
