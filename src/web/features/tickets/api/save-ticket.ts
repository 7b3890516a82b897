import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketBody } from '@shared/tickets/contracts';
import { ticketEndpoints } from '@shared/tickets/endpoints';
import { call } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';
import { toFormData } from './to-form-data';

/** POST /api/tickets: opens a ticket (or changes one with `id`); answers the opener's list, newest first. */
export const saveTicket = ({ body, files }: { body: TicketBody; files: File[] }) =>
  call(ticketEndpoints.save, {
    query: { mode: 'client' },
    body: toFormData(body as Record<string, string | number | null>, files),
  });

export function useSaveTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
