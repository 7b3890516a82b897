import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/auth/auth-context';
import { useAppConfig } from '../../../app/config/get-app-config';
import { canOpen } from '../../../app/routing/can-open';
import { allRoutes, paths } from '../../../app/routing/paths';
import { PageHeader } from '../../../components/page/page-header';
import { QuickLinkCard } from '../components/quick-link-card';

export function HomePage() {
  const { t } = useTranslation('home');
  const user = useCurrentUser();
  const config = useAppConfig();
  const links = allRoutes.filter(
    (route) =>
      route.access === 'protected' && !route.hidden && route !== paths.home && canOpen(route, user, config),
  );

  return (
    <>
      <PageHeader title={t('greeting', { name: user.full_name })} />
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
