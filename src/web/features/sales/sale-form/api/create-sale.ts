import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSaleBody } from '@shared/sales/contracts';
import { saleEndpoints } from '@shared/sales/sale-endpoints';
import { call } from '../../../../lib/api/api-client';
import { invalidateSales } from '../../api/invalidate-sales';

/** POST /api/sales: the new sale with its units, buyers and schedule; answers its id. */
export const createSale = (body: CreateSaleBody) => call(saleEndpoints.create, { body });

/** A new sale takes units, bookings and advances, so those are loaded again too. */
export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSale,
    onSuccess: () => invalidateSales(queryClient, { units: true }),
  });
}
