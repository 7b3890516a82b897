import { useMutation, useQueryClient } from '@tanstack/react-query';
import { priceEndpoints } from '@shared/prices/endpoints';
import { call } from '../../../lib/api/api-client';
import { priceKeys } from './price-keys';

/** Drafts only; an applied list is refused with 422 and the reason. */
export const deletePriceList = (id: number) => call(priceEndpoints.remove, { params: { id } });

export function useDeletePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePriceList,
    // Only the lists: refetching the open detail would answer 404 while its dialog closes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceKeys.lists }),
  });
}
