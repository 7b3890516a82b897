import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@shared/auth/endpoints';
import { call } from '../../../lib/api/api-client';

export const requestPasswordReset = (body: { email: string }) =>
  call(authEndpoints.requestPasswordReset, { body });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
