import type { QueryClient } from '@tanstack/react-query';

/** Lists, details and chessboards live under 'properties'; complexes' cards count the units too. */
export const invalidateProperties = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['properties'] }),
    queryClient.invalidateQueries({ queryKey: ['buildings'] }),
  ]);
