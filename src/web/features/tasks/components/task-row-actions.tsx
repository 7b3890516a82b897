import CheckCircle from '@mui/icons-material/CheckCircle';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Task } from '@shared/tasks/contracts';
import { useTranslation } from 'react-i18next';
import { useMayWrite } from '../../../lib/auth/permissions';
import { useTaskActions } from './use-task-actions';

function StatusIcon({ task }: { task: Task }) {
  return task.status === 'done' ? (
    <CheckCircle fontSize="small" />
  ) : (
    <RadioButtonUnchecked fontSize="small" />
  );
}

/** The status as a picture, where the toggle stands for who may change it, so the rows line up. */
function StatusMark({ task }: { task: Task }) {
  const { t } = useTranslation('tasks');
  const label = t(`statuses.${task.status}`);
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        role="img"
        aria-label={label}
        sx={{
          display: 'inline-flex',
          p: '5px',
          color: task.status === 'done' ? 'success.main' : 'action.disabled',
        }}
      >
        <StatusIcon task={task} />
      </Box>
    </Tooltip>
  );
}

/** The one-click done toggle, shown before a task's title; only the status to a view-only user (spec §6). */
export function DoneToggle({ task }: { task: Task }) {
  return useMayWrite() ? <Toggle task={task} /> : <StatusMark task={task} />;
}

function Toggle({ task }: { task: Task }) {
  const { t } = useTranslation('tasks');
  const { toggle, toggling } = useTaskActions();
  const label = task.status === 'open' ? t('mark_done') : t('reopen');
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={`${label}: ${task.title}`}
        disabled={toggling}
        onClick={(event) => {
          event.stopPropagation();
          void toggle(task);
        }}
        color={task.status === 'done' ? 'success' : 'default'}
      >
        <StatusIcon task={task} />
      </IconButton>
    </Tooltip>
  );
}

/** Edit, and delete for whoever may (the creator, or manage_tasks). */
export function TaskEditDelete({ task, onEdit }: { task: Task; onEdit: (task: Task) => void }) {
  const { t } = useTranslation('common');
  const { remove } = useTaskActions();
  return (
    <>
      <Tooltip title={t('actions.edit')}>
        <IconButton
          size="small"
          aria-label={`${t('actions.edit')}: ${task.title}`}
          onClick={() => onEdit(task)}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {task.can_delete && (
        <Tooltip title={t('actions.delete')}>
          <IconButton
            size="small"
            aria-label={`${t('actions.delete')}: ${task.title}`}
            onClick={() => void remove(task)}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
}
