import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints } from '@shared/users/endpoints';
import { call } from '../../../lib/api/api-client';
import { userKeys } from './user-keys';

export const getAssignablePermissions = (signal?: AbortSignal) => call(userEndpoints.assignable, { signal });

export const assignablePermissionsQuery = () =>
  queryOptions({
    queryKey: userKeys.assignable,
    queryFn: ({ signal }) => getAssignablePermissions(signal),
    staleTime: 5 * 60_000,
  });

export const useAssignablePermissions = () => useQuery(assignablePermissionsQuery());
