import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceListDetail } from '@shared/prices/contracts';
import { api } from '../../../lib/api/api-client';
import { invalidatePrices } from './invalidate-prices';

/** Writes every item's price and history row in one transaction: all or nothing. */
export const applyPriceList = (id: number) => api.post<PriceListDetail>(`/prices/${id}/apply`);

export function useApplyPriceList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applyPriceList, onSuccess: () => invalidatePrices(queryClient) });
}
