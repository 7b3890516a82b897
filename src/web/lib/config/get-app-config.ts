import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { systemEndpoints } from '@shared/app-config/endpoints';
import { call } from '../api/api-client';

export const appConfigKey = ['app-config'] as const;

export const getAppConfig = (signal?: AbortSignal) => call(systemEndpoints.appConfig, { signal });

export const appConfigQuery = () =>
  queryOptions({
    queryKey: appConfigKey,
    queryFn: ({ signal }) => getAppConfig(signal),
    staleTime: Infinity,
  });

/** Read after the session gate has loaded it, so it never suspends in practice. */
export const useAppConfig = () => useSuspenseQuery(appConfigQuery()).data;
