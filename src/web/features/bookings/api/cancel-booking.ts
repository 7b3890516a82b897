import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingEndpoints } from '@shared/bookings/endpoints';
import { call } from '../../../lib/api/api-client';
import { invalidateBookings } from './save-booking';

export const cancelBooking = (id: number) => call(bookingEndpoints.cancel, { params: { id } });

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelBooking, onSuccess: () => invalidateBookings(queryClient) });
}
