import type { QueryClient } from '@tanstack/react-query';
import { priceListsKey } from './get-price-lists';

/**
 * Price lists, and what shows unit prices: property lists, details and chessboards live under
 * 'properties'; complexes' cards sum the free units' value.
 */
export const invalidatePrices = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: priceListsKey }),
    queryClient.invalidateQueries({ queryKey: ['properties'] }),
    queryClient.invalidateQueries({ queryKey: ['buildings'] }),
  ]);
