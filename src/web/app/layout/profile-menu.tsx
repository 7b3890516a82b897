import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoleLabel } from '../../i18n/use-role-label';
import { useAuth, useCurrentUser } from '../../lib/auth/auth-context';
import { paths } from '../../lib/routing/paths';
import { useThemeMode } from '../theme/theme-mode-context';

export function ProfileMenu() {
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  const { signOut } = useAuth();
  const { mode, toggle } = useThemeMode();
  const roleLabel = useRoleLabel();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label={t('profile_menu')}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5, ml: 1 }}
      >
        <Avatar src={user.avatar ?? undefined} alt={user.full_name} sx={{ width: 40, height: 40 }} />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1, minWidth: 260 }}>
          <Avatar src={user.avatar ?? undefined} alt={user.full_name} sx={{ width: 40, height: 40 }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap>
              {user.full_name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {user.roles.map(roleLabel).join(', ')}
            </Typography>
          </Box>
          <IconButton
            component={Link}
            to={paths.profile.path}
            onClick={close}
            aria-label={t('nav.my_profile')}
            size="small"
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        </Box>
        <Divider />
        <MenuItem onClick={toggle}>
          <ListItemIcon>
            {mode === 'light' ? (
              <DarkModeOutlined fontSize="small" />
            ) : (
              <LightModeOutlined fontSize="small" />
            )}
          </ListItemIcon>
          {mode === 'light' ? t('theme.dark') : t('theme.light')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('sign_out')}
        </MenuItem>
      </Menu>
    </>
  );
}
