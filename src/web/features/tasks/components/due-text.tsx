import Typography from '@mui/material/Typography';
import type { Task } from '@shared/tasks/contracts';
import { formatDue } from '@shared/tasks/due';
import { useTranslation } from 'react-i18next';

/** Amber dark enough for small text on white (WCAG AA 4.5:1; the theme's warning.dark reaches 3.8:1). */
const AMBER_TEXT = '#8a4500';

/** The deadline, red when overdue and amber when due today (an open task's only). */
export function DueText({ task }: { task: Task }) {
  const { t } = useTranslation('tasks');
  if (!task.due_date)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {t('no_due')}
      </Typography>
    );
  const open = task.status === 'open';
  const mark = open && task.overdue ? 'overdue' : open && task.due_today ? 'today' : null;
  const color = mark === 'overdue' ? 'error.main' : mark === 'today' ? AMBER_TEXT : 'text.primary';
  return (
    <Typography component="span" variant="body2" sx={{ color, fontWeight: mark ? 600 : undefined }}>
      {[formatDue(task.due_date), mark && t(`due.${mark}`)].filter(Boolean).join(' · ')}
    </Typography>
  );
}
