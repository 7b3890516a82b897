import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { userKeys } from './user-keys';

export type AssignableVocabulary = { permissions: string[]; roles: string[] };

export const getAssignablePermissions = (signal?: AbortSignal) =>
  api.get<AssignableVocabulary>('/users/user-permissions', { signal });

export const assignablePermissionsQuery = () =>
  queryOptions({
    queryKey: userKeys.assignable,
    queryFn: ({ signal }) => getAssignablePermissions(signal),
    staleTime: 5 * 60_000,
  });

export const useAssignablePermissions = () => useQuery(assignablePermissionsQuery());
