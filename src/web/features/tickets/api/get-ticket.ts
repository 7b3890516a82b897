import { useQuery } from '@tanstack/react-query';
import { ticketEndpoints } from '@shared/tickets/endpoints';
import { call } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';

export const getTicket = (id: number, signal?: AbortSignal) =>
  call(ticketEndpoints.get, { params: { id }, signal });

export const useTicket = (id: number) =>
  useQuery({ queryKey: ticketKeys.detail(id), queryFn: ({ signal }) => getTicket(id, signal) });
