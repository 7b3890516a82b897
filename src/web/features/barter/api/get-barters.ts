import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BarterItemType, BarterStatus } from '@shared/barter/contracts';
import { barterEndpoints } from '@shared/barter/endpoints';
import { call } from '../../../lib/api/api-client';
import { barterKeys } from './barter-keys';

export type BarterListParams = {
  page: number;
  perpage: number | 'all';
  search: string;
  status: string;
  item_type: string;
  building_id: string;
};

/** The filters are the URL's text: '' is none, and the server refuses a status or a type it does not know. */
export const getBarters = ({ status, item_type, ...params }: BarterListParams, signal?: AbortSignal) =>
  call(barterEndpoints.list, {
    query: {
      ...params,
      status: (status || undefined) as BarterStatus | undefined,
      item_type: (item_type || undefined) as BarterItemType | undefined,
    },
    signal,
  });

export const bartersQuery = (params: BarterListParams) =>
  queryOptions({
    queryKey: barterKeys.list(params),
    queryFn: ({ signal }) => getBarters(params, signal),
    placeholderData: keepPreviousData,
  });

export const useBarters = (params: BarterListParams) => useQuery(bartersQuery(params));
