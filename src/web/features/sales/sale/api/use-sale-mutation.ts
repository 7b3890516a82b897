import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateSales } from '../../api/invalidate-sales';

/**
 * A change to the sale: after it the sale (and every sales list) is loaded again; `units` when the change
 * can move units, bookings or advances (units, status).
 */
export function useSaleMutation<TBody, TAnswer = unknown>(
  request: (body: TBody) => Promise<TAnswer>,
  { units = false } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => invalidateSales(queryClient, { units }) });
}
