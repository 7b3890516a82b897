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

/** A message's state; hovering a failed or canceled one tells why, when the reason is given. */
export function MessageStatusChip({ status, reason }: { status: MessageStatus; reason?: string | null }) {
  const { t } = useTranslation('notificationLogs');
  return (
    <Chip
      size="small"
      variant={status === 'queued' || status === 'canceled' ? 'outlined' : 'filled'}
      color={MESSAGE_STATUS_COLORS[status]}
      label={t(`statuses.${status}`)}
      title={reason ?? undefined}
    />
  );
}
