import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@shared/bookings/contracts';
import { api } from '../../../lib/api/api-client';
import { invalidateBookings } from './save-booking';

export const cancelBooking = (id: number) => api.post<Booking>(`/bookings/${id}/cancel`);

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelBooking, onSuccess: () => invalidateBookings(queryClient) });
}
