import Chip, { type ChipProps } from '@mui/material/Chip';
import type { MessageStatus } from '@shared/notifications/messages';
import { useTranslation } from 'react-i18next';

/** One colour per message state, the same wherever a message is listed. */
export const MESSAGE_STATUS_COLORS: Record<MessageStatus, NonNullable<ChipProps['color']>> = {
  queued: 'default',
  sending: 'info',
  sent: 'primary',
  delivered: 'success',
  failed: 'error',
  canceled: 'warning',
};

export function MessageStatusChip({ status }: { status: MessageStatus }) {
  const { t } = useTranslation('notificationLogs');
  return (
    <Chip
      size="small"
      variant={status === 'queued' || status === 'canceled' ? 'outlined' : 'filled'}
      color={MESSAGE_STATUS_COLORS[status]}
      label={t(`statuses.${status}`)}
    />
  );
}
