import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ServiceOrderKind } from '@shared/services/contracts';
import { call } from '../../../lib/api/api-client';
import { orderEndpoints } from './order-endpoints';
import { filled, serviceKeys } from './service-keys';

export type OrderParams = { page: number; perpage: number | 'all'; status: string; sale_id: string };

/** The renovations or the containers, a page of them. */
export const useServiceOrders = (kind: ServiceOrderKind, params: OrderParams, enabled = true) =>
  useQuery({
    enabled,
    queryKey: serviceKeys.orders(kind, params),
    queryFn: ({ signal }) => call(orderEndpoints[kind].list, { query: filled(params), signal }),
    placeholderData: keepPreviousData,
  });
