import { useQuery } from '@tanstack/react-query';
import type { ServiceOrderDetail, ServiceOrderKind } from '@shared/services/contracts';
import { api } from '../../../lib/api/api-client';
import { orderPath, serviceKeys } from './service-keys';

/** GET /api/services/{id} or /api/containers/{id}: lines, schedule, payments. */
export const useServiceOrder = (kind: ServiceOrderKind, id: number) =>
  useQuery({
    queryKey: serviceKeys.order(kind, id),
    queryFn: ({ signal }) => api.get<ServiceOrderDetail>(`${orderPath(kind)}/${id}`, { signal }),
  });
