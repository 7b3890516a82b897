import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketEndpoints } from '@shared/tickets/endpoints';
import { call } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';

export const rateTicket = ({ id, rating }: { id: number; rating: number }) =>
  call(ticketEndpoints.rate, { params: { id }, body: { rating } });

export function useRateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
