import type { NotificationLog } from '@shared/notifications/messages';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/dialogs/confirm-context';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { useToast } from '../../../components/feedback/toast-context';
import { useResendMessage } from '../api/log-actions';

/** Asks first, then queues a failed message again; answers whether it was queued. */
export function useResend() {
  const { t } = useTranslation('notificationLogs');
  const confirm = useConfirm();
  const toast = useToast();
  const fail = useFailureHandler();
  const resend = useResendMessage();
  return async (row: NotificationLog): Promise<boolean> => {
    const ok = await confirm({
      title: t('resend.title'),
      message: t('resend.question', { recipient: row.recipient || '—' }),
      confirmLabel: t('resend.confirm'),
      confirmColor: 'primary',
    });
    if (!ok) return false;
    try {
      await resend.mutateAsync(row.id);
      toast.success(t('resend.done'));
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };
}
