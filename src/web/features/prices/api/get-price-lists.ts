import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceListRow } from '@shared/prices/contracts';
import { api } from '../../../lib/api/api-client';
import { priceKeys } from './price-keys';

export type PriceListFilters = { building_id: string };

export const getPriceLists = (filters: PriceListFilters, signal?: AbortSignal) =>
  api.get<PriceListRow[]>('/prices', { query: filters, signal });

export const priceListsQuery = (filters: PriceListFilters) =>
  queryOptions({
    queryKey: priceKeys.list(filters),
    queryFn: ({ signal }) => getPriceLists(filters, signal),
    placeholderData: keepPreviousData,
  });

export const usePriceLists = (filters: PriceListFilters) => useQuery(priceListsQuery(filters));
