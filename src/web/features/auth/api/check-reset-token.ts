import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@shared/auth/endpoints';
import { call } from '../../../lib/api/api-client';
import { authKeys } from './auth-keys';

export const checkResetToken = (token: string) => call(authEndpoints.checkResetToken, { body: { token } });

export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: () => checkResetToken(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

export const useResetTokenCheck = (token: string) => useQuery(resetTokenQuery(token));
