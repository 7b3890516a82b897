import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../../lib/config/get-app-config';
import { paths } from '../../../lib/routing/paths';
import { useActualTasks } from '../api/get-actual-tasks';

function Counter() {
  const { t } = useTranslation('tasks');
  const count = useActualTasks().data ?? 0;
  return (
    <Tooltip title={t('counter_tooltip')}>
      <IconButton
        color="inherit"
        component={Link}
        to={paths.tasks.list.path}
        aria-label={t('counter', { count })}
      >
        <Badge badgeContent={count} color="warning" max={99} data-testid="tasks-counter">
          <TaskAltOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

/**
 * The top bar's task counter (spec §2, only with the tasks module): my open tasks due today or earlier,
 * opening /tasks. It refreshes after every task change (the tasks query keys) and every minute.
 */
export function TasksCounter() {
  return useAppConfig().modules.tasks ? <Counter /> : null;
}
