import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useMaySee } from '../../../lib/auth/permissions';
import { useAppConfig } from '../../../lib/config/get-app-config';
import { canOpen } from '../../../lib/routing/can-open';
import { allRoutes, paths } from '../../../lib/routing/paths';
import { LoadError } from '../../../components/feedback/load-error';
import { PageLoader } from '../../../components/feedback/page-loader';
import { PageHeader } from '../../../components/page/page-header';
import { MyTasksCard } from '../../tasks';
import { useTodayWork } from '../api/get-today-work';
import { QuickLinkCard } from '../components/quick-link-card';
import { useTodayBlocks } from '../components/today-blocks';

/** The home page: today's work first (each block only with its permission), the links to the sections below. */
export function HomePage() {
  const { t } = useTranslation('home');
  const user = useCurrentUser();
  const config = useAppConfig();
  const seesWork = useMaySee()('view_sales', 'view_only_own_sales', 'view_bookings');
  const work = useTodayWork(seesWork);
  // The blocks in the order they show: my open tasks (with the tasks module), then today's work.
  const blocks: { id: string; block: ReactNode }[] = [
    ...(config.modules.tasks ? [{ id: 'my-tasks', block: <MyTasksCard /> }] : []),
    ...useTodayBlocks(work.data),
  ];
  const links = allRoutes.filter(
    (route) =>
      route.access === 'protected' && !route.hidden && route !== paths.home && canOpen(route, user, config),
  );

  return (
    <>
      <PageHeader title={t('greeting', { name: user.full_name })} />
      {seesWork && work.isPending && <PageLoader />}
      {seesWork && work.isError && <LoadError error={work.error} onRetry={() => void work.refetch()} />}
      {blocks.length > 0 && (
        <Box
          component="section"
          aria-label={t('today_work')}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
            mb: 4,
          }}
        >
          {blocks.map(({ id, block }) => (
            <Box key={id}>{block}</Box>
          ))}
        </Box>
      )}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {links.length > 0 ? t('quick_links') : t('no_sections')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {links.map((route) => (
          <QuickLinkCard key={route.path} route={route} />
        ))}
      </Box>
    </>
  );
}
