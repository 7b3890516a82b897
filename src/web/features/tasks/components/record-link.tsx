import Link from '@mui/material/Link';
import type { Task } from '@shared/tasks/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths, pathTo } from '../../../lib/routing/paths';

/** Where a task's record opens: a sale's or customer's page, a booking on the bookings page. */
function recordPath(task: Task): string | null {
  if (task.model_id === null) return null;
  if (task.model === 'sale') return pathTo(paths.sales.detail, { id: task.model_id });
  if (task.model === 'customer') return pathTo(paths.customers.detail, { id: task.model_id });
  if (task.model === 'booking') return `${paths.bookings.list.path}?booking=${task.model_id}`;
  return null;
}

/** "Sale №A-12", linked to the record when it has a page. */
export function RecordLink({ task }: { task: Task }) {
  const { t } = useTranslation('tasks');
  if (!task.model) return null;
  const text = [t(`models.${task.model}`), task.model_label].filter(Boolean).join(' ');
  const to = recordPath(task);
  return to ? (
    <Link component={RouterLink} to={to} onClick={(event) => event.stopPropagation()}>
      {text}
    </Link>
  ) : (
    <span>{text}</span>
  );
}
