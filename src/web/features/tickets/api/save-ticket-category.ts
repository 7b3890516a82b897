import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketCategory, TicketCategoryBody } from '@shared/tickets/contracts';
import { api } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';

export const saveTicketCategory = (body: TicketCategoryBody) =>
  api.post<TicketCategory>('/ticket-categories', body);

export function useSaveTicketCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTicketCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
