import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingEndpoints } from '@shared/bookings/endpoints';
import { call } from '../../../lib/api/api-client';
import { bookingKeys } from './booking-keys';

export const getBooking = (id: number, signal?: AbortSignal) =>
  call(bookingEndpoints.get, { params: { id }, signal });

export const bookingQuery = (id: number) =>
  queryOptions({ queryKey: bookingKeys.detail(id), queryFn: ({ signal }) => getBooking(id, signal) });

export const useBooking = (id: number) => useQuery(bookingQuery(id));
