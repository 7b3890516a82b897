import { useMutation, useQueryClient } from '@tanstack/react-query';
import { barterEndpoints } from '@shared/barter/endpoints';
import { call } from '../../../lib/api/api-client';
import { propertyKeys } from '../../buildings';
import { barterKeys } from './barter-keys';

export const cancelBarter = (id: number) => call(barterEndpoints.cancel, { params: { id } });

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
