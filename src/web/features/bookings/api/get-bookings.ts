import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bookingEndpoints } from '@shared/bookings/endpoints';
import { call } from '../../../lib/api/api-client';
import { bookingKeys } from './booking-keys';
import type { PerPage } from '../../../components/data-table/list-params';

export type BookingFilters = {
  building_id: string;
  status: string;
  is_paid: string;
  date_from: string;
  date_to: string;
  operator_id: string;
  search: string;
};

export type BookingListParams = BookingFilters & { page: number; perpage: PerPage };

export const getBookings = (params: BookingListParams, signal?: AbortSignal) =>
  call(bookingEndpoints.list, { query: params, signal });

export const bookingsQuery = (params: BookingListParams) =>
  queryOptions({
    queryKey: bookingKeys.list(params),
    queryFn: ({ signal }) => getBookings(params, signal),
    placeholderData: keepPreviousData,
  });

export const useBookings = (params: BookingListParams) => useQuery(bookingsQuery(params));

/** The unit's active booking, if any: the one that holds a booked unit (a unit has at most one). */
export const useActiveBooking = (propertyId: number, enabled: boolean) =>
  useQuery({
    queryKey: bookingKeys.list({ property_id: propertyId, status: 'active' }),
    queryFn: async ({ signal }) =>
      (
        await call(bookingEndpoints.list, {
          query: { property_id: propertyId, status: 'active' },
          signal,
        })
      ).data[0] ?? null,
    enabled,
  });
