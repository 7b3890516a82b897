import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { logKeys } from './log-keys';

export type LogTypes = { actions: string[]; entity_types: string[] };

export const getLogTypes = (signal?: AbortSignal) => api.get<LogTypes>('/logs/types', { signal });

export const logTypesQuery = () =>
  queryOptions({
    queryKey: logKeys.types,
    queryFn: ({ signal }) => getLogTypes(signal),
    staleTime: 5 * 60_000,
  });

export const useLogTypes = () => useQuery(logTypesQuery());
