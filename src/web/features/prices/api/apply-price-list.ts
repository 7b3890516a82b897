import { useMutation, useQueryClient } from '@tanstack/react-query';
import { priceEndpoints } from '@shared/prices/endpoints';
import { call } from '../../../lib/api/api-client';
import { invalidatePrices } from './invalidate-prices';

/** Writes every item's price and history row in one transaction: all or nothing. */
export const applyPriceList = (id: number) => call(priceEndpoints.apply, { params: { id } });

export function useApplyPriceList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applyPriceList, onSuccess: () => invalidatePrices(queryClient) });
}
