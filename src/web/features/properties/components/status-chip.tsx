import Chip from '@mui/material/Chip';
import { statusColor } from './status-colors';

export function StatusChip({ status, label }: { status: string; label: string }) {
  const color = statusColor(status);
  return (
    <Chip size="small" label={label} variant="outlined" sx={{ color, borderColor: color, fontWeight: 500 }} />
  );
}
