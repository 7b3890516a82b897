import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketCategoryBody } from '@shared/tickets/contracts';
import { ticketEndpoints } from '@shared/tickets/endpoints';
import { call } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';

export const saveTicketCategory = (body: TicketCategoryBody) => call(ticketEndpoints.saveCategory, { body });

export function useSaveTicketCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTicketCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
