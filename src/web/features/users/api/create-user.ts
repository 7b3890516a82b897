import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserRow } from '@shared/users/contracts';
import { api } from '../../../lib/api/api-client';
import { userKeys } from './user-keys';
import { toUserFormData, type UserInput } from './to-user-form-data';

export const createUser = (input: UserInput) => api.post<UserRow>('/users', toUserFormData(input));

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists }),
  });
}
