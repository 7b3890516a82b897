import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@shared/pagination';
import type { UserRow } from '@shared/users/contracts';
import { api } from '../../../lib/api/api-client';
import { userKeys } from './user-keys';

/** Every employee, for a "user" filter (only offered to those who may list employees). */
export const getUserOptions = (signal?: AbortSignal) =>
  api.get<Paginated<UserRow>>('/users', { query: { perpage: 'all' }, signal });

export const userOptionsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: userKeys.options,
    queryFn: ({ signal }) => getUserOptions(signal),
    enabled,
    staleTime: 5 * 60_000,
    select: (page) => page.data,
  });

export const useUserOptions = (enabled: boolean) => useQuery(userOptionsQuery(enabled));
