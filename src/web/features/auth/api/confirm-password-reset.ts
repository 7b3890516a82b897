import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordConfirmBody } from '@shared/auth/contracts';
import { api } from '../../../lib/api/api-client';

export const confirmPasswordReset = (body: ResetPasswordConfirmBody) =>
  api.post<{ success: boolean }>('/users/reset-password-confirm', body);

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
