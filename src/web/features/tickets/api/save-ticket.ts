import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketBody, TicketList } from '@shared/tickets/contracts';
import { api } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';
import { toFormData } from './to-form-data';

/** POST /api/tickets: opens a ticket (or changes one with `id`); answers the opener's list, newest first. */
export const saveTicket = ({ body, files }: { body: TicketBody; files: File[] }) =>
  api.post<TicketList>('/tickets', toFormData(body as Record<string, string | number | null>, files), {
    query: { mode: 'client' },
  });

export function useSaveTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
