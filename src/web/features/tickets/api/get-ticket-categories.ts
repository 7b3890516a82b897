import { useQuery } from '@tanstack/react-query';
import { ticketEndpoints } from '@shared/tickets/endpoints';
import { call } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';

export const getTicketCategories = (signal?: AbortSignal) => call(ticketEndpoints.categories, { signal });

export const useTicketCategories = () =>
  useQuery({
    queryKey: ticketKeys.categories,
    queryFn: ({ signal }) => getTicketCategories(signal),
    select: (answer) => answer.data,
    staleTime: 60_000,
  });
