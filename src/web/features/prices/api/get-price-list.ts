import { queryOptions, useQuery } from '@tanstack/react-query';
import { priceEndpoints } from '@shared/prices/endpoints';
import { call } from '../../../lib/api/api-client';
import { priceKeys } from './price-keys';

export const getPriceList = (id: number, signal?: AbortSignal) =>
  call(priceEndpoints.get, { params: { id }, signal });

export const priceListQuery = (id: number) =>
  queryOptions({
    queryKey: priceKeys.detail(id),
    queryFn: ({ signal }) => getPriceList(id, signal),
  });

export const usePriceList = (id: number) => useQuery(priceListQuery(id));
