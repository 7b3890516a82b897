import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api/api-error';

/** A 4xx answer will not change on retry; only network and server failures are retried, once. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status < 500),
      },
    },
  });
}
