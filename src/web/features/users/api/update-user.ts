import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEndpoints } from '@shared/users/endpoints';
import { call } from '../../../lib/api/api-client';
import { currentUserKey } from '../../../lib/auth/get-current-user';
import { userKeys } from './user-keys';
import { toUserFormData, type UserInput } from './to-user-form-data';

export const updateUser = ({ id, ...input }: UserInput & { id: number }) =>
  call(userEndpoints.update, { params: { id }, body: toUserFormData(input) });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // Editing oneself changes the menu and the profile menu too (the spec reloads the page for it).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]),
  });
}
