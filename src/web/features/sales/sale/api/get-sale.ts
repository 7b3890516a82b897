import { queryOptions, useQuery } from '@tanstack/react-query';
import { saleEndpoints } from '@shared/sales/sale-endpoints';
import { call } from '../../../../lib/api/api-client';
import { saleKeys } from '../../api/sale-keys';

/** GET /api/sales/{id}: the sale with its units, buyers, schedule, payments and what the user may do. */
export const getSale = (id: number, signal?: AbortSignal) =>
  call(saleEndpoints.get, { params: { id }, signal });

const saleQuery = (id: number) =>
  queryOptions({ queryKey: saleKeys.detail(id), queryFn: ({ signal }) => getSale(id, signal) });

export const useSale = (id: number) => useQuery(saleQuery(id));
