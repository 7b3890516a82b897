import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../../lib/config/get-app-config';
import { paths } from '../../../lib/routing/paths';
import { LoadError } from '../../../components/feedback/load-error';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useTasks } from '../api/get-tasks';
import { TaskItems } from './task-items';

/** How many of my open tasks the card lists; the list is ordered by deadline, so the overdue come first. */
const CARD_SIZE = 5;

function Content() {
  const { t } = useTranslation('tasks');
  const tasks = useTasks({ scope: 'mine', status: 'open', page: 1, perpage: CARD_SIZE });
  const more = (tasks.data?.meta.total ?? 0) - (tasks.data?.data.length ?? 0);
  return (
    <Card variant="outlined">
      <CardHeader
        title={t('my_card.title')}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {tasks.isPending ? (
          <PageLoader />
        ) : tasks.isError ? (
          <LoadError error={tasks.error} onRetry={() => void tasks.refetch()} />
        ) : tasks.data.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('my_card.empty')}
          </Typography>
        ) : (
          <TaskItems tasks={tasks.data.data} />
        )}
        {more > 0 && (
          <Typography variant="caption" color="text.secondary">
            {t('my_card.more', { count: more })}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button component={Link} to={paths.tasks.list.path} size="small">
          {t('my_card.all')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The home page's card of my open tasks, overdue first, with a link to /tasks; nothing with the module off. */
export function MyTasksCard() {
  return useAppConfig().modules.tasks ? <Content /> : null;
}
