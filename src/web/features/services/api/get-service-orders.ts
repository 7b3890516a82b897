import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@shared/pagination';
import type { ServiceOrder, ServiceOrderKind } from '@shared/services/contracts';
import { api } from '../../../lib/api/api-client';
import { filled, orderPath, serviceKeys } from './service-keys';

export type OrderParams = { page: number; perpage: number | 'all'; status: string; sale_id: string };

/** GET /api/services or /api/containers. */
export const useServiceOrders = (kind: ServiceOrderKind, params: OrderParams, enabled = true) =>
  useQuery({
    enabled,
    queryKey: serviceKeys.orders(kind, params),
    queryFn: ({ signal }) =>
      api.get<Paginated<ServiceOrder>>(orderPath(kind), { query: filled(params), signal }),
    placeholderData: keepPreviousData,
  });
