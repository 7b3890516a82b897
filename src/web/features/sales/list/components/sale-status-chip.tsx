import Chip, { type ChipProps } from '@mui/material/Chip';
import type { SaleStatus } from '@shared/sales/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** One colour per status, the same on every sales screen. */
export const SALE_STATUS_COLORS: Record<SaleStatus, NonNullable<ChipProps['color']>> = {
  active: 'success',
  defective: 'secondary',
  overdue: 'warning',
  cancellation_candidate: 'error',
  canceled: 'default',
};

/** A deleted sale keeps the status it had; it reads "deleted" first, so "active" never misleads. */
export const saleStatusLabel = (t: TFunction<'sales'>, status: SaleStatus, deleted: boolean) =>
  deleted ? t('statuses.deleted', { status: t(`statuses.${status}`) }) : t(`statuses.${status}`);

export function SaleStatusChip({ status, deleted = false }: { status: SaleStatus; deleted?: boolean }) {
  const { t } = useTranslation('sales');
  return (
    <Chip
      size="small"
      variant={deleted || status === 'canceled' ? 'outlined' : 'filled'}
      color={deleted ? 'default' : SALE_STATUS_COLORS[status]}
      label={saleStatusLabel(t, status, deleted)}
    />
  );
}
