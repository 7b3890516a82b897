import type { QueryClient } from '@tanstack/react-query';
import { saleKeys } from './sale-keys';

/**
 * Other features' key roots a change to a sale can make stale. They are written here and nowhere else in
 * the sales feature, until those features export their own key factories.
 */
const INVOICES = ['invoices'];
const UNITS_AND_MONEY = [['properties'], ['buildings'], ['bookings'], ['advance-payments'], ['customers']];

/**
 * After a change to a sale: the sale itself and every sales list and total; units, boards, bookings and
 * advances too when the change can move them (a new sale, other units, a cancellation).
 */
export function invalidateSales(queryClient: QueryClient, { units = false } = {}) {
  const keys: readonly (readonly string[])[] = [saleKeys.all, INVOICES, ...(units ? UNITS_AND_MONEY : [])];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
