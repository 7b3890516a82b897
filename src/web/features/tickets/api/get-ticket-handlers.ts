import { useQuery } from '@tanstack/react-query';
import { ticketEndpoints } from '@shared/tickets/endpoints';
import { call } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';

/** Everyone who may be given tickets. */
export const getTicketHandlers = (signal?: AbortSignal) => call(ticketEndpoints.handlers, { signal });

export const useTicketHandlers = () =>
  useQuery({
    queryKey: ticketKeys.handlers,
    queryFn: ({ signal }) => getTicketHandlers(signal),
    select: (answer) => answer.data,
    staleTime: 60_000,
  });
