import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bonusEndpoints } from '@shared/bonuses/endpoints';
import { call } from '../../../lib/api/api-client';
import { bonusKeys } from './bonus-keys';

/** DELETE /api/bonuses/{id}. */
export function useDeleteBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(bonusEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
  });
}
