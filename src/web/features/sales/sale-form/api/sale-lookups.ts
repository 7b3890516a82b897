import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { AdvancePayment } from '@shared/advance-payments/contracts';
import { advancePaymentEndpoints } from '@shared/advance-payments/endpoints';
import { bookingEndpoints } from '@shared/bookings/endpoints';
import { propertyEndpoints } from '@shared/properties/endpoints';
import { PAYMENT_TYPES, type PaymentType, type TitledOption } from '@shared/sales/contracts';
import { saleEndpoints } from '@shared/sales/sale-endpoints';
import { call } from '../../../../lib/api/api-client';
import { advancePaymentKeys } from '../../../advance-payments';
import { bookingKeys } from '../../../bookings';
import { propertyKeys } from '../../../buildings';
import { saleKeys } from '../../api/sale-keys';

/** The reference lists and look-ups the sale forms and the sale page share. */

/** Active users who may be a sale's responsible manager (the sales list's filter shares the entry). */
export const useResponsibleUsers = () =>
  useQuery({
    queryKey: saleKeys.responsibleUsers(),
    queryFn: ({ signal }) => call(saleEndpoints.responsibleUsers, { signal }),
    staleTime: 5 * 60_000,
  });

export type PaymentTypeOption = { value: PaymentType; title: string };

/** GET /api/sales/payment-types: each type with its title in the asked language. */
export const usePaymentTypes = (language: string) =>
  useQuery({
    queryKey: saleKeys.paymentTypes(language),
    queryFn: ({ signal }) => call(saleEndpoints.paymentTypes, { signal }),
    select: (answer): PaymentTypeOption[] =>
      answer.filter((o): o is TitledOption & PaymentTypeOption =>
        (PAYMENT_TYPES as readonly string[]).includes(o.value),
      ),
    staleTime: Infinity,
  });

/** One unit (the same cache entry as the unit card's). */
export const unitQuery = (id: number) =>
  queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: ({ signal }) => call(propertyEndpoints.get, { params: { id }, signal }),
  });

export const useUnit = (id: number | undefined) =>
  useQuery({ ...unitQuery(id ?? 0), enabled: id !== undefined });

/** The active booking of each booked unit (a sale of it closes the booking). */
export function useActiveBookings(propertyIds: readonly number[], enabled: boolean) {
  return useQueries({
    queries: propertyIds.map((id) => ({
      queryKey: bookingKeys.list({ property_id: id, status: 'active' }),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(bookingEndpoints.list, {
          query: { property_id: id, status: 'active', page: 1, perpage: 5 },
          signal,
        }),
      enabled,
      staleTime: 10_000,
    })),
    combine: (results) =>
      results.flatMap((result) => (result.data?.data ?? []).filter((b) => b.status === 'active')),
  });
}

/** The advance payments of the chosen buyers not yet applied to a sale. */
export function useUnappliedAdvances(customerIds: readonly number[], enabled: boolean): AdvancePayment[] {
  return useQueries({
    queries: customerIds.map((id) => ({
      queryKey: advancePaymentKeys.list({ customer_id: id, perpage: 'all' }),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(advancePaymentEndpoints.list, { query: { customer_id: id, page: 1, perpage: 'all' }, signal }),
      enabled,
      staleTime: 10_000,
    })),
    combine: (results) =>
      results.flatMap((result) => (result.data?.data ?? []).filter((a) => a.sale_id === null)),
  });
}
