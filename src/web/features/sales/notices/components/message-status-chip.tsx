import Chip, { type ChipProps } from '@mui/material/Chip';
import type { MessageStatus } from '@shared/notifications/messages';
import { useTranslation } from 'react-i18next';

const COLORS: Record<MessageStatus, ChipProps['color']> = {
  queued: 'default',
  sending: 'info',
  sent: 'success',
  delivered: 'success',
  failed: 'error',
  canceled: 'warning',
};

/** A message's state; hovering a failed or canceled one tells why. */
export function MessageStatusChip({ status, reason }: { status: MessageStatus; reason: string | null }) {
  const { t } = useTranslation('saleNotices');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={t(`statuses.${status}`)}
      title={reason ?? undefined}
    />
  );
}
