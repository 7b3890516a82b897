import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketHandlingBody } from '@shared/tickets/contracts';
import { api } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';
import { toFormData } from './to-form-data';

/** POST /api/hoa/{id} with `_method=PATCH`: staff's status, assignee and category. */
export const handleTicket = ({ id, body }: { id: number; body: TicketHandlingBody }) =>
  api.post<{ success: boolean }>(
    `/hoa/${id}`,
    toFormData({ _method: 'PATCH', ...(body as Record<string, string | number | null>) }),
  );

export function useHandleTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handleTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
