import type { QueryClient } from '@tanstack/react-query';
import { buildingKeys, propertyKeys } from '../../buildings';
import { priceKeys } from './price-keys';

/**
 * Price lists, and what shows unit prices: the units' lists, details and chessboards; complexes' cards sum
 * the free units' value.
 */
export const invalidatePrices = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: priceKeys.all }),
    queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
    queryClient.invalidateQueries({ queryKey: buildingKeys.all }),
  ]);
