import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { roleKeys } from './role-keys';

export type PermissionList = { permissions: string[]; groups: Record<string, string[]> };

export const getPermissions = (signal?: AbortSignal) =>
  api.get<PermissionList>('/role-permission/permissions', { signal });

export const permissionsQuery = () =>
  queryOptions({
    queryKey: roleKeys.permissions,
    queryFn: ({ signal }) => getPermissions(signal),
    staleTime: Infinity,
  });

export const usePermissions = () => useQuery(permissionsQuery());
