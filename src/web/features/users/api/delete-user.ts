import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEndpoints } from '@shared/users/endpoints';
import { call } from '../../../lib/api/api-client';
import { userKeys } from './user-keys';

/** A user with history is deactivated instead; the answer's message says which happened. */
export const deleteUser = (id: number) => call(userEndpoints.remove, { params: { id } });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists }),
  });
}
