import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketHandlingBody } from '@shared/tickets/contracts';
import { ticketEndpoints } from '@shared/tickets/endpoints';
import { call } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';
import { toFormData } from './to-form-data';

/** Staff's status, assignee and category, sent as multipart with `_method=PATCH`. */
export const handleTicket = ({ id, body }: { id: number; body: TicketHandlingBody }) =>
  call(ticketEndpoints.handle, {
    params: { id },
    body: toFormData({ _method: 'PATCH', ...(body as Record<string, string | number | null>) }),
  });

export function useHandleTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handleTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
