import type { QueryClient } from '@tanstack/react-query';
import { advancePaymentKeys } from '../../advance-payments';
import { bookingKeys } from '../../bookings';
import { buildingKeys, propertyKeys } from '../../buildings';
import { customerKeys } from '../../customers';
import { invoiceKeys } from '../../invoices';
import { saleKeys } from './sale-keys';

/** What a change to a sale's units or status can move besides the sale: units, boards, bookings, advances. */
const UNITS_AND_MONEY = [
  propertyKeys.all,
  buildingKeys.all,
  bookingKeys.all,
  advancePaymentKeys.all,
  customerKeys.all,
];

/**
 * After a change to a sale: the sale itself and every sales list and total; units, boards, bookings and
 * advances too when the change can move them (a new sale, other units, a cancellation).
 */
export function invalidateSales(queryClient: QueryClient, { units = false } = {}) {
  const keys: readonly (readonly string[])[] = [
    saleKeys.all,
    invoiceKeys.all,
    ...(units ? UNITS_AND_MONEY : []),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
