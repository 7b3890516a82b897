import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleEndpoints } from '@shared/roles/endpoints';
import { call } from '../../../lib/api/api-client';
import { roleKeys } from './role-keys';

export const getRoles = (signal?: AbortSignal) => call(roleEndpoints.list, { signal });

export const rolesQuery = () =>
  queryOptions({ queryKey: roleKeys.list, queryFn: ({ signal }) => getRoles(signal) });

export const useRoles = () => useQuery(rolesQuery());
