import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationsBell } from '../../features/notifications';
import { TasksCounter } from '../../features/tasks';
import { useAppConfig } from '../../lib/config/get-app-config';
import { useCurrentRoute } from '../routing/use-current-route';
import { LanguageSwitcher } from '../../i18n/language-switcher';
import { ProfileMenu } from './profile-menu';

export function TopBar({ onToggleMenu }: { onToggleMenu: () => void }) {
  const { t } = useTranslation('common');
  const config = useAppConfig();
  const route = useCurrentRoute();
  const title = route ? t(route.title) : '';

  useEffect(() => {
    document.title = title ? `${title} · ${t('app_name')}` : t('app_name');
  }, [title, t]);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 0.5 }}>
        <IconButton edge="start" color="inherit" aria-label={t('toggle_menu')} onClick={onToggleMenu}>
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="div" noWrap sx={{ display: { xs: 'none', md: 'block' }, ml: 1 }}>
          {title}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {config.multi_language && <LanguageSwitcher />}
        <TasksCounter />
        <NotificationsBell />
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
}
