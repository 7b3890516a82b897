import type { QueryClient } from '@tanstack/react-query';
import { buildingKeys, propertyKeys } from '../../buildings';
import { priceListsKey } from './get-price-lists';

/**
 * Price lists, and what shows unit prices: the units' lists, details and chessboards; complexes' cards sum
 * the free units' value.
 */
export const invalidatePrices = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: priceListsKey }),
    queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
    queryClient.invalidateQueries({ queryKey: buildingKeys.all }),
  ]);
