import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEndpoints } from '@shared/users/endpoints';
import { call } from '../../../lib/api/api-client';
import { userKeys } from './user-keys';
import { toUserFormData, type UserInput } from './to-user-form-data';

export const createUser = (input: UserInput) => call(userEndpoints.create, { body: toUserFormData(input) });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists }),
  });
}
