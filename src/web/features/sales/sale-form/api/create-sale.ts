import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api-client';
import { invalidateSales } from '../../api/invalidate-sales';

/** POST /api/sales: the new sale with its units, buyers and schedule; answers its id. */
export const createSale = (body: Record<string, unknown>) => api.post<{ id: number }>('/sales', body);

/** A new sale takes units, bookings and advances, so those are loaded again too. */
export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSale,
    onSuccess: () => invalidateSales(queryClient, { units: true }),
  });
}
