import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';

export const closeTicket = (id: number) => api.post<{ success: boolean }>(`/tickets/close-ticket/${id}`);

export function useCloseTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
