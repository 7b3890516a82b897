import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { overdueSaleEndpoints } from '@shared/sales/overdue-sale-endpoints';
import { call } from '../../../../lib/api/api-client';
import { fetchAllPages } from './fetch-all-pages';
import { saleKeys } from '../../api/sale-keys';
import { type SalePageQuery, type SaleQuery } from './get-sales';

export const getOverdueSales = (query: SalePageQuery, signal?: AbortSignal) =>
  call(overdueSaleEndpoints.list, { query, signal });

export const useOverdueSales = (query: SalePageQuery) =>
  useQuery({
    queryKey: saleKeys.overdue(query),
    queryFn: ({ signal }) => getOverdueSales(query, signal),
    placeholderData: keepPreviousData,
  });

export const getAllOverdueSales = (query: SaleQuery) =>
  fetchAllPages((page, perpage) => getOverdueSales({ ...query, page, perpage }));

/** POST /api/overdue-sales: the chosen sales become cancellation candidates. */
export function useMarkCancellationCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (saleIds: number[]) =>
      call(overdueSaleEndpoints.markCancellationCandidates, { body: { sale_ids: saleIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: saleKeys.all }),
  });
}
