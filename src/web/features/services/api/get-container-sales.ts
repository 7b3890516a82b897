import { useQuery } from '@tanstack/react-query';
import type { ContainerSale } from '@shared/services/contracts';
import { api } from '../../../lib/api/api-client';
import { serviceKeys } from './service-keys';

/** GET /api/containers/getSales: live sales by contract number or buyer, for the sale picker. */
export const useContainerSales = (query: string) =>
  useQuery({
    queryKey: serviceKeys.sales(query),
    queryFn: ({ signal }) => api.get<ContainerSale[]>('/containers/getSales', { query: { query }, signal }),
  });
