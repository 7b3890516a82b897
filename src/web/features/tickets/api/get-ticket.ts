import { useQuery } from '@tanstack/react-query';
import type { TicketDetail } from '@shared/tickets/contracts';
import { api } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';

export const getTicket = (id: number, signal?: AbortSignal) =>
  api.get<TicketDetail>(`/tickets/${id}`, { signal });

export const useTicket = (id: number) =>
  useQuery({ queryKey: ticketKeys.detail(id), queryFn: ({ signal }) => getTicket(id, signal) });
