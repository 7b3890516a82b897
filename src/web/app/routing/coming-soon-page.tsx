import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from './use-current-route';

/** Placeholder for a section of the route table whose feature is not built yet. */
export function ComingSoonPage() {
  const { t } = useTranslation('common');
  const route = useCurrentRoute();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 10, textAlign: 'center' }}>
      <ConstructionOutlined color="disabled" sx={{ fontSize: 64 }} />
      {route && <Typography variant="h5">{t(route.title)}</Typography>}
      <Typography color="text.secondary">{t('coming_soon')}</Typography>
    </Box>
  );
}
