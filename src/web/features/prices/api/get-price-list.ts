import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceListDetail } from '@shared/prices/contracts';
import { api } from '../../../lib/api/api-client';
import { priceKeys } from './price-keys';

export const getPriceList = (id: number, signal?: AbortSignal) =>
  api.get<PriceListDetail>(`/prices/${id}`, { signal });

export const priceListQuery = (id: number) =>
  queryOptions({
    queryKey: priceKeys.detail(id),
    queryFn: ({ signal }) => getPriceList(id, signal),
  });

export const usePriceList = (id: number) => useQuery(priceListQuery(id));
