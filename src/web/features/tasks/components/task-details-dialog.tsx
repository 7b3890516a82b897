import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Task } from '@shared/tasks/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format-date-time';
import { DueText } from './due-text';
import { PriorityChip } from './priority-chip';
import { RecordLink } from './record-link';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 0, sm: 2 } }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 150 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** A task to read, for whoever may not change it (a view-only user, spec §6): no field, no Save. */
export function TaskDetailsDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  const { t: common } = useTranslation('common');
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {task.title}
      </DialogTitle>
      <DialogContent dividers>
        <Stack sx={{ gap: 1 }}>
          {task.description && <Row label={t('fields.description')}>{task.description}</Row>}
          <Row label={t('fields.due_date')}>
            <DueText task={task} />
          </Row>
          <Row label={t('fields.priority')}>
            <PriorityChip priority={task.priority} />
          </Row>
          <Row label={t('fields.status')}>{t(`statuses.${task.status}`)}</Row>
          {task.done_at && <Row label={t('fields.done_at')}>{formatDateTime(task.done_at)}</Row>}
          <Row label={t('fields.assignee')}>{task.assignee?.name ?? ''}</Row>
          <Row label={t('fields.creator')}>{task.creator?.name ?? t('system')}</Row>
          {task.model && (
            <Row label={t('fields.record')}>
              <RecordLink task={task} />
            </Row>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{common('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
