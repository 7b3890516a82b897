import Chip from '@mui/material/Chip';
import type { TicketStatus } from '@shared/tickets/contracts';
import { useTranslation } from 'react-i18next';

const COLORS = { open: 'info', in_progress: 'warning', closed: 'default' } as const;

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('tickets');
  return <Chip size="small" color={COLORS[status]} label={t(`statuses.${status}`)} />;
}

/** Past the category's response time with no staff answer. */
export function LateChip() {
  const { t } = useTranslation('tickets');
  return <Chip size="small" color="error" variant="outlined" label={t('late')} />;
}
