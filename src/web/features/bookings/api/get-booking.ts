import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@shared/bookings/contracts';
import { api } from '../../../lib/api/api-client';
import { bookingKeys } from './booking-keys';

export const getBooking = (id: number, signal?: AbortSignal) =>
  api.get<Booking>(`/bookings/${id}`, { signal });

export const bookingQuery = (id: number) =>
  queryOptions({ queryKey: bookingKeys.detail(id), queryFn: ({ signal }) => getBooking(id, signal) });

export const useBooking = (id: number) => useQuery(bookingQuery(id));
