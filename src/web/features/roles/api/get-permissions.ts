import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleEndpoints } from '@shared/roles/endpoints';
import { call } from '../../../lib/api/api-client';
import { roleKeys } from './role-keys';

export const getPermissions = (signal?: AbortSignal) => call(roleEndpoints.permissions, { signal });

export const permissionsQuery = () =>
  queryOptions({
    queryKey: roleKeys.permissions,
    queryFn: ({ signal }) => getPermissions(signal),
    staleTime: Infinity,
  });

export const usePermissions = () => useQuery(permissionsQuery());
