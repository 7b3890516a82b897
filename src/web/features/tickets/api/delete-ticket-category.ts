import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketEndpoints } from '@shared/tickets/endpoints';
import { call } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';

export const deleteTicketCategory = (id: number) => call(ticketEndpoints.removeCategory, { params: { id } });

export function useDeleteTicketCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTicketCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.categories }),
  });
}
