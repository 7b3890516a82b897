import { useQuery } from '@tanstack/react-query';
import type { ServiceOrderKind } from '@shared/services/contracts';
import { call } from '../../../lib/api/api-client';
import { orderEndpoints } from './order-endpoints';
import { serviceKeys } from './service-keys';

/** A renovation or container with its lines, schedule and payments. */
export const useServiceOrder = (kind: ServiceOrderKind, id: number) =>
  useQuery({
    queryKey: serviceKeys.order(kind, id),
    queryFn: ({ signal }) => call(orderEndpoints[kind].get, { params: { id }, signal }),
  });
