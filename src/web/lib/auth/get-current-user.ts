import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/auth/contracts';
import { api } from '../api/api-client';

export const currentUserKey = ['auth', 'user'] as const;

export const getCurrentUser = (signal?: AbortSignal) => api.get<CurrentUser>('/user', { signal });

export const currentUserQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useCurrentUserQuery = (enabled: boolean) => useQuery(currentUserQuery(enabled));
