import { useQuery } from '@tanstack/react-query';
import type { SaleHistoryEntry } from '@shared/sales/contracts';
import { api } from '../../../../lib/api/api-client';
import { saleKeys } from '../../api/sale-keys';
import { rowsOf } from './rows-of';

/** GET /api/sales/{id}/history: what was changed on the sale, by whom and when. */
export const getSaleHistory = (id: number, signal?: AbortSignal) =>
  api.get<SaleHistoryEntry[] | { data: SaleHistoryEntry[] }>(`/sales/${id}/history`, { signal });

export const useSaleHistory = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: saleKeys.history(id),
    queryFn: ({ signal }) => getSaleHistory(id, signal),
    select: rowsOf,
    enabled,
  });
