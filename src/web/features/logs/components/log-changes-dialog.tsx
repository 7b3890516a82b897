import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LogEntry } from '@shared/logs/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format-date-time';
import { formatChangeValue } from './format-change-value';
import { useLogLabels } from './use-log-labels';

/** What one log entry changed: each field with its value before and after. */
export function LogChangesDialog({ entry, onClose }: { entry: LogEntry; onClose: () => void }) {
  const { t } = useTranslation('logs');
  const { t: tc } = useTranslation('common');
  const labels = useLogLabels();
  const titleId = useId();
  const changes = Object.entries(entry.changes);
  const show = (field: string, value: unknown) =>
    formatChangeValue(labels.value(entry.entity_type, field, value), tc('labels.yes'), tc('labels.no'));

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        {labels.action(entry.action)} · {labels.entity(entry.entity_type)}
        {entry.entity_id && ` #${entry.entity_id}`}
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {formatDateTime(entry.created_at)} · {entry.user_name ?? t('system_user')}
          {entry.ip && ` · ${entry.ip}`}
        </Typography>
        {changes.length === 0 ? (
          <Typography>{t('no_changes')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('diff.field')}</TableCell>
                <TableCell>{t('diff.before')}</TableCell>
                <TableCell>{t('diff.after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map(([field, { before, after }]) => (
                <TableRow key={field}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {labels.field(entry.entity_type, field)}
                  </TableCell>
                  <TableCell sx={{ color: 'error.main', wordBreak: 'break-word' }}>
                    {show(field, before)}
                  </TableCell>
                  <TableCell sx={{ color: 'success.main', wordBreak: 'break-word' }}>
                    {show(field, after)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tc('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
