import type { QueryClient } from '@tanstack/react-query';
import { buildingKeys, propertyKeys } from '../../buildings';

/** Lists, details and chessboards of units; complexes' cards count the units too. */
export const invalidateProperties = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
    queryClient.invalidateQueries({ queryKey: buildingKeys.all }),
  ]);
