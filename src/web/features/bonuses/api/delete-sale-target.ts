import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { bonusKeys } from './bonus-keys';

/** DELETE /api/sale-targets/{id}. */
export function useDeleteSaleTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message?: string }>(`/sale-targets/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
  });
}
