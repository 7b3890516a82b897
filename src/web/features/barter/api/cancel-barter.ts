import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BarterRow } from '@shared/barter/contracts';
import { api } from '../../../lib/api/api-client';
import { propertyKeys } from '../../buildings';
import { barterKeys } from './barter-keys';

export const cancelBarter = (id: number) => api.post<BarterRow>(`/barter/${id}/cancel`);

export function useCancelBarter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBarter,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: barterKeys.all }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
      ]),
  });
}
