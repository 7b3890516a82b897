import Chip from '@mui/material/Chip';
import type { PriceListStatus } from '@shared/prices/contracts';
import { useTranslation } from 'react-i18next';

/** A draft waits to be applied (amber); an applied list is history (green). */
export function PriceListStatusChip({ status }: { status: PriceListStatus }) {
  const { t } = useTranslation('prices');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'applied' ? 'success' : 'warning'}
      label={t(`statuses.${status}`)}
    />
  );
}
