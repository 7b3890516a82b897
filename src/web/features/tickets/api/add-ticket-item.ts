import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';
import { toFormData } from './to-form-data';

export type TicketItemInput = { ticket: number; body: string; internal: boolean; files: File[] };

/** POST /api/ticket-item: a reply or an internal note, with files. */
export const addTicketItem = ({ files, ...fields }: TicketItemInput) =>
  api.post<{ success: boolean }>('/ticket-item', toFormData(fields, files));

export function useAddTicketItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTicketItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
