import { useQuery } from '@tanstack/react-query';
import { serviceEndpoints } from '@shared/services/endpoints';
import { call } from '../../../lib/api/api-client';
import { serviceKeys } from './service-keys';

/** Live sales by contract number or buyer, for the sale picker. */
export const useContainerSales = (query: string) =>
  useQuery({
    queryKey: serviceKeys.sales(query),
    queryFn: ({ signal }) => call(serviceEndpoints.containerSales, { query: { query }, signal }),
  });
