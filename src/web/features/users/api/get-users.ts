import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryInput } from '@shared/api/endpoint';
import { userEndpoints } from '@shared/users/endpoints';
import { call } from '../../../lib/api/api-client';
import { userKeys } from './user-keys';

/** The list's filters as the URL keeps them: '' is "any" (left out of the request), the server checks the rest. */
export type UserListParams = {
  page: number;
  perpage: number | 'all';
  search: string;
  role: string;
  active: string;
};

export const getUsers = (params: UserListParams, signal?: AbortSignal) =>
  call(userEndpoints.list, { query: params as QueryInput<typeof userEndpoints.list>, signal });

export const usersQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: UserListParams) => useQuery(usersQuery(params));
