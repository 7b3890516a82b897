import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@shared/pagination';
import type { UserRow } from '@shared/users/contracts';
import { api } from '../../../app/api/api-client';

/** Every employee, for the "user" filter (only offered to those who may list employees). */
export const getLogUsers = (signal?: AbortSignal) =>
  api.get<Paginated<UserRow>>('/users', { query: { perpage: 'all' }, signal });

export const logUsersQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['logs', 'users'],
    queryFn: ({ signal }) => getLogUsers(signal),
    enabled,
    staleTime: 5 * 60_000,
    select: (page) => page.data,
  });

export const useLogUsers = (enabled: boolean) => useQuery(logUsersQuery(enabled));
