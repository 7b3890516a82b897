import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TicketMode } from '@shared/tickets/contracts';
import { ticketEndpoints } from '@shared/tickets/endpoints';
import { call } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';

/** The list's filters as the URL keeps them: '' is "any". */
export type TicketFilters = {
  mode: TicketMode;
  status: string;
  category_id: string;
  late: string;
  search: string;
};
export type TicketParams = TicketFilters & { page: number; perpage: number | 'all' };

export const ticketQuery = (params: Partial<TicketParams>) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));

export const getTickets = (params: TicketParams, signal?: AbortSignal) =>
  call(ticketEndpoints.list, { query: ticketQuery(params), signal });

export const useTickets = (params: TicketParams) =>
  useQuery({
    queryKey: ticketKeys.list(params),
    queryFn: ({ signal }) => getTickets(params, signal),
    placeholderData: keepPreviousData,
  });
