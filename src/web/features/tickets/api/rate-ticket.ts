import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';

export const rateTicket = ({ id, rating }: { id: number; rating: number }) =>
  api.post<{ success: boolean }>(`/tickets/make-rating/${id}`, { rating });

export function useRateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
