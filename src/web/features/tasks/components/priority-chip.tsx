import Chip from '@mui/material/Chip';
import type { TaskPriority } from '@shared/tasks/contracts';
import { useTranslation } from 'react-i18next';

const COLORS = { low: 'default', normal: 'info', high: 'warning', urgent: 'error' } as const;

export function PriorityChip({ priority }: { priority: TaskPriority }) {
  const { t } = useTranslation('tasks');
  return (
    <Chip
      size="small"
      variant={priority === 'urgent' ? 'filled' : 'outlined'}
      color={COLORS[priority]}
      // The outline carries the colour; the label stays dark enough to read (orange text on white is not).
      sx={priority === 'urgent' ? undefined : { color: 'text.primary' }}
      label={t(`priorities.${priority}`)}
    />
  );
}
