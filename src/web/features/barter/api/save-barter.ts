import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BarterRow, SaveBarterInput } from '@shared/barter/contracts';
import { api } from '../../../lib/api/api-client';
import { propertyKeys } from '../../buildings';
import { barterKeys } from './barter-keys';

/** Creates (no id) or updates (with id) a deal; the server moves the units' statuses. */
export const saveBarter = ({ id, body }: { id: number | null; body: SaveBarterInput }) =>
  id === null ? api.post<BarterRow>('/barter', body) : api.put<BarterRow>(`/barter/${id}`, body);

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
