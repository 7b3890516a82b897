import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api/api-client';

export type LogTypes = { actions: string[]; entity_types: string[] };

export const getLogTypes = (signal?: AbortSignal) => api.get<LogTypes>('/logs/types', { signal });

export const logTypesQuery = () =>
  queryOptions({
    queryKey: ['logs', 'types'],
    queryFn: ({ signal }) => getLogTypes(signal),
    staleTime: 5 * 60_000,
  });

export const useLogTypes = () => useQuery(logTypesQuery());
