import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@shared/roles/contracts';
import { api } from '../../../lib/api/api-client';
import { roleKeys } from './role-keys';

export const getRoles = (signal?: AbortSignal) => api.get<Role[]>('/role-permission/roles', { signal });

export const rolesQuery = () =>
  queryOptions({ queryKey: roleKeys.list, queryFn: ({ signal }) => getRoles(signal) });

export const useRoles = () => useQuery(rolesQuery());
