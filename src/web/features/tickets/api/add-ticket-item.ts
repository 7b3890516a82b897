import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketEndpoints } from '@shared/tickets/endpoints';
import { call } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';
import { toFormData } from './to-form-data';

export type TicketItemInput = { ticket: number; body: string; internal: boolean; files: File[] };

/** A reply or an internal note, with files. */
export const addTicketItem = ({ files, ...fields }: TicketItemInput) =>
  call(ticketEndpoints.addItem, { body: toFormData(fields, files) });

export function useAddTicketItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTicketItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
