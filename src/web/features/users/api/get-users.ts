import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@shared/pagination';
import type { UserRow } from '@shared/users/contracts';
import { api } from '../../../lib/api/api-client';
import { userKeys } from './user-keys';

export type UserListParams = {
  page: number;
  perpage: number | 'all';
  search: string;
  role: string;
  active: string;
};

export const getUsers = (params: UserListParams, signal?: AbortSignal) =>
  api.get<Paginated<UserRow>>('/users', { query: params, signal });

export const usersQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: UserListParams) => useQuery(usersQuery(params));
