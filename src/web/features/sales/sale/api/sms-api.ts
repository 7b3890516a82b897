import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paginated } from '@shared/pagination';
import type { SmsResult } from '@shared/templates/contracts';
import { api } from '../../../../lib/api/api-client';
import { saleLookupKeys } from '../../api/sale-keys';

/** One logged SMS as the history list shows it. */
export type SmsHistoryRow = {
  id: number;
  phone: string;
  message: string;
  status: 'sent' | 'failed';
  error_message: string | null;
  sent_by_name?: string | null;
  created_at: string;
};

/** The sale's latest SMS (the first page, newest first). */
export const useSaleSms = (saleId: number) =>
  useQuery({
    queryKey: saleLookupKeys.sms(saleId),
    queryFn: ({ signal }) =>
      api.get<Paginated<SmsHistoryRow> | SmsHistoryRow[]>('/sms', { query: { sale_id: saleId }, signal }),
    select: (page) => (Array.isArray(page) ? page : page.data),
  });

export type SmsInput = { message: string; recipients: string[] };

export function useSendSms(saleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SmsInput) => api.post<SmsResult>('/sms', { ...input, sale_id: saleId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: saleLookupKeys.sms(saleId) }),
  });
}
