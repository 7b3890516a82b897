import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { invalidateBookings } from './save-booking';

export const deleteBooking = (id: number) =>
  api.delete<{ success: boolean; message?: string }>(`/bookings/${id}`);

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBooking, onSuccess: () => invalidateBookings(queryClient) });
}
