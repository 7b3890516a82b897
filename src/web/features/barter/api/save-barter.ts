import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveBarterInput } from '@shared/barter/contracts';
import { barterEndpoints } from '@shared/barter/endpoints';
import { call } from '../../../lib/api/api-client';
import { propertyKeys } from '../../buildings';
import { barterKeys } from './barter-keys';

/** Creates (no id) or updates (with id) a deal; the server moves the units' statuses. */
export const saveBarter = ({ id, body }: { id: number | null; body: SaveBarterInput }) =>
  id === null
    ? call(barterEndpoints.create, { body })
    : call(barterEndpoints.update, { params: { id }, body });

export function useSaveBarter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBarter,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: barterKeys.all }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
      ]),
  });
}
