import { useQuery } from '@tanstack/react-query';
import { saleEndpoints } from '@shared/sales/sale-endpoints';
import { call } from '../../../../lib/api/api-client';
import { saleKeys } from '../../api/sale-keys';

/** GET /api/sales/{id}/history: what was changed on the sale, by whom and when. */
export const getSaleHistory = (id: number, signal?: AbortSignal) =>
  call(saleEndpoints.history, { params: { id }, signal });

export const useSaleHistory = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: saleKeys.history(id),
    queryFn: ({ signal }) => getSaleHistory(id, signal),
    enabled,
  });
