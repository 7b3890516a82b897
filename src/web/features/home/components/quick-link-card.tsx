import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RouteDef } from '../../../lib/routing/paths';
import { routeIcon } from '../../../lib/routing/route-icons';

export function QuickLinkCard({ route }: { route: RouteDef }) {
  const { t } = useTranslation('common');
  const Icon = routeIcon(route);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={route.path} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Icon color="primary" />
          <Typography variant="subtitle1">{t(route.title)}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
