import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/routing/paths';

export function AppLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Box
      component={Link}
      to={paths.home.path}
      // Shrunk to its icon the link needs a name; otherwise the visible app name is its name.
      aria-label={collapsed ? t('nav.home') : undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        color: 'primary.main',
        textDecoration: 'none',
        overflow: 'hidden',
      }}
    >
      <ApartmentOutlined sx={{ fontSize: 32, flexShrink: 0 }} />
      {!collapsed && (
        <Typography variant="subtitle1" noWrap sx={{ fontWeight: 700 }}>
          {t('app_name')}
        </Typography>
      )}
    </Box>
  );
}
