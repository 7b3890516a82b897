import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { authKeys } from './auth-keys';

export const checkResetToken = (token: string) =>
  api.post<{ success: boolean }>('/users/check-password-reset-token', { token });

export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: () => checkResetToken(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

export const useResetTokenCheck = (token: string) => useQuery(resetTokenQuery(token));
