import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { priceEndpoints } from '@shared/prices/endpoints';
import { call } from '../../../lib/api/api-client';
import { priceKeys } from './price-keys';

export type PriceListFilters = { building_id: string };

export const getPriceLists = (filters: PriceListFilters, signal?: AbortSignal) =>
  call(priceEndpoints.list, { query: filters, signal });

export const priceListsQuery = (filters: PriceListFilters) =>
  queryOptions({
    queryKey: priceKeys.list(filters),
    queryFn: ({ signal }) => getPriceLists(filters, signal),
    placeholderData: keepPreviousData,
  });

export const usePriceLists = (filters: PriceListFilters) => useQuery(priceListsQuery(filters));
