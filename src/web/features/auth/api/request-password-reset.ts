import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

export const requestPasswordReset = (body: { email: string }) =>
  api.post<{ success: boolean; message: string }>('/users/reset-password', body);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
