import Chip, { type ChipProps } from '@mui/material/Chip';
import type { BookingStatus } from '@shared/bookings/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<BookingStatus, ChipProps['color']> = {
  active: 'primary',
  expired: 'warning',
  canceled: 'default',
  converted: 'success',
};

export function BookingStatusChip({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('bookings');
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`statuses.${status}`)} />;
}
