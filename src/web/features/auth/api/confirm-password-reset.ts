import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordConfirmBody } from '@shared/auth/contracts';
import { authEndpoints } from '@shared/auth/endpoints';
import { call } from '../../../lib/api/api-client';

export const confirmPasswordReset = (body: ResetPasswordConfirmBody) =>
  call(authEndpoints.confirmPasswordReset, { body });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
