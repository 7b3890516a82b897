import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SaveBookingBody } from '@shared/bookings/contracts';
import { bookingEndpoints } from '@shared/bookings/endpoints';
import { call } from '../../../lib/api/api-client';
import { buildingKeys, propertyKeys } from '../../buildings';
import { bookingKeys } from './booking-keys';

/** Bookings lists and details; a booking moves units, so their lists and boards too. */
export const invalidateBookings = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
    queryClient.invalidateQueries({ queryKey: buildingKeys.all }),
  ]);

/** Creates (no id) or updates (with id) a booking. */
export const saveBooking = ({ id, body }: { id: number | null; body: SaveBookingBody }) =>
  id === null
    ? call(bookingEndpoints.create, { body })
    : call(bookingEndpoints.update, { params: { id }, body });

export function useSaveBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBooking, onSuccess: () => invalidateBookings(queryClient) });
}
