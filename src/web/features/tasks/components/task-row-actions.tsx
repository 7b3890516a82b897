import CheckCircle from '@mui/icons-material/CheckCircle';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Task } from '@shared/tasks/contracts';
import { useTranslation } from 'react-i18next';
import { useTaskActions } from './use-task-actions';

/** The one-click done toggle, shown before a task's title. */
export function DoneToggle({ task }: { task: Task }) {
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
        {task.status === 'done' ? (
          <CheckCircle fontSize="small" />
        ) : (
          <RadioButtonUnchecked fontSize="small" />
        )}
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
