import { queryOptions, useQuery } from '@tanstack/react-query';
import { logEndpoints } from '@shared/logs/endpoints';
import { call } from '../../../lib/api/api-client';
import { logKeys } from './log-keys';

export const getLogTypes = (signal?: AbortSignal) => call(logEndpoints.types, { signal });

export const logTypesQuery = () =>
  queryOptions({
    queryKey: logKeys.types,
    queryFn: ({ signal }) => getLogTypes(signal),
    staleTime: 5 * 60_000,
  });

export const useLogTypes = () => useQuery(logTypesQuery());
