import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BarterRow } from '@shared/barter/contracts';
import type { Paginated } from '@shared/pagination';
import { api } from '../../../lib/api/api-client';
import { barterKeys } from './barter-keys';

export type BarterListParams = {
  page: number;
  perpage: number | 'all';
  search: string;
  status: string;
  item_type: string;
  building_id: string;
};

export const getBarters = (params: BarterListParams, signal?: AbortSignal) =>
  api.get<Paginated<BarterRow>>('/barter', { query: params, signal });

export const bartersQuery = (params: BarterListParams) =>
  queryOptions({
    queryKey: barterKeys.list(params),
    queryFn: ({ signal }) => getBarters(params, signal),
    placeholderData: keepPreviousData,
  });

export const useBarters = (params: BarterListParams) => useQuery(bartersQuery(params));
