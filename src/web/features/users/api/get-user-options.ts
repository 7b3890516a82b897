import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints } from '@shared/users/endpoints';
import { call } from '../../../lib/api/api-client';
import { userKeys } from './user-keys';

/** Every employee, for a "user" filter (only offered to those who may list employees). */
export const getUserOptions = (signal?: AbortSignal) =>
  call(userEndpoints.list, { query: { perpage: 'all' }, signal });

export const userOptionsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: userKeys.options,
    queryFn: ({ signal }) => getUserOptions(signal),
    enabled,
    staleTime: 5 * 60_000,
    select: (page) => page.data,
  });

export const useUserOptions = (enabled: boolean) => useQuery(userOptionsQuery(enabled));
