import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@shared/auth/endpoints';
import { call } from '../api/api-client';

export const currentUserKey = ['auth', 'user'] as const;

export const getCurrentUser = (signal?: AbortSignal) => call(authEndpoints.currentUser, { signal });

export const currentUserQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useCurrentUserQuery = (enabled: boolean) => useQuery(currentUserQuery(enabled));
