import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManualSendBody, MessagePreview } from '@shared/notifications/messages';
import { api } from '../../../../lib/api/api-client';
import { notificationLogKeys } from '../../../notification-logs';
import { saleLookupKeys } from '../../api/sale-keys';
import { noticePath, type SaleNotice } from '../notice-kinds';

type Previews = { messages: MessagePreview[] };
type SendResult = { queued: number; message_ids: number[] };

/** GET of a manual notice: the messages it would send, one per buyer and channel; sends nothing. */
export const useNoticePreview = (saleId: number, notice: SaleNotice) =>
  useQuery({
    queryKey: saleLookupKeys.noticePreview(saleId, notice),
    queryFn: ({ signal }) => api.get<Previews>(noticePath(saleId, notice), { signal }),
    // A refusal (no overdue instalment, no payment) is an answer to show, not a hiccup to retry.
    retry: false,
  });

/** POST of a manual notice: queues the messages at once; the log and the plan change. */
export function useSendNotice(saleId: number, notice: SaleNotice) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualSendBody) => api.post<SendResult>(noticePath(saleId, notice), body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationLogKeys.all }),
        queryClient.invalidateQueries({ queryKey: saleLookupKeys.plannedReminder(saleId) }),
      ]),
  });
}
