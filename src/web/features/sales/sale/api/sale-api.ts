import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaleDetail, SaleHistoryEntry, ScheduleVersion } from '@shared/sales/contracts';
import { api } from '../../../../app/api/api-client';
import { invalidateSales } from '../../sale-form/invalidate-sale';

export const saleKey = (id: number) => ['sales', 'detail', id] as const;

export const saleQuery = (id: number) =>
  queryOptions({
    queryKey: saleKey(id),
    queryFn: ({ signal }) => api.get<SaleDetail>(`/sales/${id}`, { signal }),
  });

export const useSale = (id: number) => useQuery(saleQuery(id));

/** Lists may come bare or wrapped in {data}. */
const rowsOf = <T>(answer: T[] | { data: T[] }): T[] => (Array.isArray(answer) ? answer : answer.data);

export const useScheduleVersions = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...saleKey(id), 'schedule-versions'],
    queryFn: ({ signal }) =>
      api.get<ScheduleVersion[] | { data: ScheduleVersion[] }>(`/sales/${id}/schedule-versions`, { signal }),
    select: rowsOf,
    enabled,
  });

export const useSaleHistory = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...saleKey(id), 'history'],
    queryFn: ({ signal }) =>
      api.get<SaleHistoryEntry[] | { data: SaleHistoryEntry[] }>(`/sales/${id}/history`, { signal }),
    select: rowsOf,
    enabled,
  });

/**
 * A change to the sale: after it the sale (and every sales list) is loaded again; `units` when the change
 * can move units, bookings or advances (units, status).
 */
export function useSaleMutation<TBody, TAnswer = unknown>(
  request: (body: TBody) => Promise<TAnswer>,
  { units = false } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => invalidateSales(queryClient, { units }) });
}
