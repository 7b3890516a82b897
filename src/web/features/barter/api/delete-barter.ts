import { useMutation, useQueryClient } from '@tanstack/react-query';
import { barterEndpoints } from '@shared/barter/endpoints';
import { call } from '../../../lib/api/api-client';
import { propertyKeys } from '../../buildings';
import { barterKeys } from './barter-keys';

export const deleteBarter = (id: number) => call(barterEndpoints.remove, { params: { id } });

export function useDeleteBarter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBarter,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: barterKeys.all }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
      ]),
  });
}
