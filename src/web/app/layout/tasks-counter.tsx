import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../routing/paths';

/** The tasks module is not built yet: the counter stays at 0 and leads to the placeholder page. */
export function TasksCounter() {
  const { t } = useTranslation('common');
  return (
    <Tooltip title={t('nav.tasks')}>
      <IconButton color="inherit" component={Link} to={paths.tasks.list.path} aria-label={t('nav.tasks')}>
        <Badge badgeContent={0} showZero color="secondary">
          <ChecklistOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
