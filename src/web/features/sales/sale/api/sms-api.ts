import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { smsEndpoints } from '@shared/templates/sms-endpoints';
import { call } from '../../../../lib/api/api-client';
import { saleLookupKeys } from '../../api/sale-keys';

/** The sale's latest SMS (the first page, newest first). */
export const useSaleSms = (saleId: number) =>
  useQuery({
    queryKey: saleLookupKeys.sms(saleId),
    queryFn: ({ signal }) => call(smsEndpoints.history, { query: { sale_id: saleId }, signal }),
    select: (page) => page.data,
  });

export type SmsInput = { message: string; recipients: string[] };

export function useSendSms(saleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SmsInput) => call(smsEndpoints.send, { body: { ...input, sale_id: saleId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: saleLookupKeys.sms(saleId) }),
  });
}
