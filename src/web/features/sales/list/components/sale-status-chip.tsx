import Chip, { type ChipProps } from '@mui/material/Chip';
import type { SaleStatus } from '@shared/sales/contracts';
import { useTranslation } from 'react-i18next';

/** One colour per status, the same on every sales screen. */
export const SALE_STATUS_COLORS: Record<SaleStatus, NonNullable<ChipProps['color']>> = {
  active: 'success',
  defective: 'secondary',
  overdue: 'warning',
  cancellation_candidate: 'error',
  canceled: 'default',
};

export function SaleStatusChip({ status }: { status: SaleStatus }) {
  const { t } = useTranslation('sales');
  return (
    <Chip
      size="small"
      variant={status === 'canceled' ? 'outlined' : 'filled'}
      color={SALE_STATUS_COLORS[status]}
      label={t(`statuses.${status}`)}
    />
  );
}
