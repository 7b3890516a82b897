import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingEndpoints } from '@shared/bookings/endpoints';
import { call } from '../../../lib/api/api-client';
import { bookingKeys } from './booking-keys';

export const getBookingOperators = (signal?: AbortSignal) => call(bookingEndpoints.operators, { signal });

export const bookingOperatorsQuery = () =>
  queryOptions({
    queryKey: bookingKeys.operators,
    queryFn: ({ signal }) => getBookingOperators(signal),
    staleTime: 60_000,
  });

export const useBookingOperators = () => useQuery(bookingOperatorsQuery());
