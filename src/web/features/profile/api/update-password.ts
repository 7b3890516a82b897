import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordBody } from '@shared/auth/contracts';
import { api } from '../../../lib/api/api-client';

export const updatePassword = (body: UpdatePasswordBody) =>
  api.put<{ success: boolean; message: string }>('/users/me/update-password', body);

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
