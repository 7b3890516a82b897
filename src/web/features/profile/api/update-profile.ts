import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@shared/auth/endpoints';
import type { UpdateProfileBody } from '@shared/users/contracts';
import { call } from '../../../lib/api/api-client';
import { currentUserKey } from '../../../lib/auth/get-current-user';

export type UpdateProfileInput = UpdateProfileBody & { avatar: File | null };

/** Multipart with a method override, because the avatar file travels with the fields. */
export function updateProfile({ avatar, ...fields }: UpdateProfileInput) {
  const form = new FormData();
  form.append('_method', 'PUT');
  for (const [key, value] of Object.entries(fields)) form.append(key, value ?? '');
  if (avatar) form.append('avatar', avatar);
  return call(authEndpoints.updateProfile, { body: form });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}
