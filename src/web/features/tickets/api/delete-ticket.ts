import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';

export const deleteTicket = (id: number) =>
  api.delete<{ success: boolean; message?: string }>(`/tickets/${id}`);

export function useDeleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
