import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';

/** Everyone who may be given tickets. */
export const getTicketHandlers = (signal?: AbortSignal) =>
  api.get<{ data: { id: number; name: string }[] }>('/ticket-handlers', { signal });

export const useTicketHandlers = () =>
  useQuery({
    queryKey: ticketKeys.handlers,
    queryFn: ({ signal }) => getTicketHandlers(signal),
    select: (answer) => answer.data,
    staleTime: 60_000,
  });
