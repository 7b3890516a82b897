import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saleTargetEndpoints } from '@shared/bonuses/sale-target-endpoints';
import { call } from '../../../lib/api/api-client';
import { bonusKeys } from './bonus-keys';

/** DELETE /api/sale-targets/{id}. */
export function useDeleteSaleTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(saleTargetEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
  });
}
