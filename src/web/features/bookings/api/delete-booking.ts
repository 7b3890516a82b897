import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingEndpoints } from '@shared/bookings/endpoints';
import { call } from '../../../lib/api/api-client';
import { invalidateBookings } from './save-booking';

export const deleteBooking = (id: number) => call(bookingEndpoints.remove, { params: { id } });

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBooking, onSuccess: () => invalidateBookings(queryClient) });
}
