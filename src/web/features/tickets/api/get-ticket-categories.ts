import { useQuery } from '@tanstack/react-query';
import type { TicketCategory } from '@shared/tickets/contracts';
import { api } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';

export const getTicketCategories = (signal?: AbortSignal) =>
  api.get<{ data: TicketCategory[] }>('/ticket-categories', { signal });

export const useTicketCategories = () =>
  useQuery({
    queryKey: ticketKeys.categories,
    queryFn: ({ signal }) => getTicketCategories(signal),
    select: (answer) => answer.data,
    staleTime: 60_000,
  });
