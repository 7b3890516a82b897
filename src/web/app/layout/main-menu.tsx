import List from '@mui/material/List';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/auth/auth-context';
import { useAppConfig } from '../../lib/config/get-app-config';
import { buildMenu } from './build-menu';
import { MenuGroupItem } from './menu-group-item';
import { MenuLink } from './menu-link';

export function MainMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  const config = useAppConfig();
  return (
    <List component="nav" aria-label={t('menu')} disablePadding>
      {buildMenu(user, config).map((entry) =>
        entry.kind === 'link' ? (
          <MenuLink
            key={entry.route.path}
            route={entry.route}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        ) : (
          <MenuGroupItem
            key={entry.group}
            group={entry.group}
            routes={entry.routes}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        ),
      )}
    </List>
  );
}
