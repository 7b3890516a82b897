import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingOperator } from '@shared/bookings/contracts';
import { api } from '../../../lib/api/api-client';
import { bookingKeys } from './booking-keys';

export const getBookingOperators = (signal?: AbortSignal) =>
  api.get<BookingOperator[]>('/bookings/operators', { signal });

export const bookingOperatorsQuery = () =>
  queryOptions({
    queryKey: bookingKeys.operators,
    queryFn: ({ signal }) => getBookingOperators(signal),
    staleTime: 60_000,
  });

export const useBookingOperators = () => useQuery(bookingOperatorsQuery());
