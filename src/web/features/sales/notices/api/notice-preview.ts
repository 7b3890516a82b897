import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManualSendBody } from '@shared/notifications/messages';
import { messagingEndpoints as endpoints } from '@shared/notifications/messaging-endpoints';
import { call } from '../../../../lib/api/api-client';
import { notificationLogKeys } from '../../../notification-logs';
import { saleLookupKeys } from '../../api/sale-keys';
import type { SaleNotice } from '../notice-kinds';

/** The payment notices' `:change`. */
const PAYMENT_CHANGES = { payment_adding: 'adding', payment_change: 'change' } as const;

function previewNotice(id: number, notice: SaleNotice, signal: AbortSignal) {
  if (notice === 'reminder') return call(endpoints.previewReminder, { params: { id }, signal });
  if (notice === 'overdue') return call(endpoints.previewOverdue, { params: { id }, signal });
  return call(endpoints.previewPayment, { params: { id, change: PAYMENT_CHANGES[notice] }, signal });
}

function sendNotice(id: number, notice: SaleNotice, body: ManualSendBody) {
  if (notice === 'reminder') return call(endpoints.sendReminder, { params: { id }, body });
  if (notice === 'overdue') return call(endpoints.sendOverdue, { params: { id }, body });
  return call(endpoints.sendPayment, { params: { id, change: PAYMENT_CHANGES[notice] }, body });
}

/** GET of a manual notice: the messages it would send, one per buyer and channel; sends nothing. */
export const useNoticePreview = (saleId: number, notice: SaleNotice) =>
  useQuery({
    queryKey: saleLookupKeys.noticePreview(saleId, notice),
    queryFn: ({ signal }) => previewNotice(saleId, notice, signal),
    // A refusal (no overdue instalment, no payment) is an answer to show, not a hiccup to retry.
    retry: false,
  });

/** POST of a manual notice: queues the messages at once; the log and the plan change. */
export function useSendNotice(saleId: number, notice: SaleNotice) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualSendBody) => sendNotice(saleId, notice, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationLogKeys.all }),
        queryClient.invalidateQueries({ queryKey: saleLookupKeys.plannedReminder(saleId) }),
      ]),
  });
}
