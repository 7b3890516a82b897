import type { QueryClient } from '@tanstack/react-query';

/**
 * After a change to a sale: the sale itself and every sales list and total; units, boards, bookings and
 * advances too when the change can move them (a new sale, other units, a cancellation).
 */
export function invalidateSales(queryClient: QueryClient, { units = false } = {}) {
  const keys: string[][] = [['sales'], ['invoices']];
  if (units) keys.push(['properties'], ['buildings'], ['bookings'], ['advance-payments'], ['customers']);
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
