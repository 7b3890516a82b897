import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';

export const deleteTicketCategory = (id: number) =>
  api.delete<{ success: boolean; message?: string }>(`/ticket-categories/${id}`);

export function useDeleteTicketCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTicketCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.categories }),
  });
}
