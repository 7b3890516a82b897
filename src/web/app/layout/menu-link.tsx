import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import type { RouteDef } from '../../lib/routing/paths';
import { routeIcon } from '../../lib/routing/route-icons';

type Props = { route: RouteDef; collapsed: boolean; nested?: boolean; onNavigate?: () => void };

export function MenuLink({ route, collapsed, nested = false, onNavigate }: Props) {
  const { t } = useTranslation('common');
  const selected = useMatch(route.path) !== null;
  const label = t(route.title);
  const Icon = routeIcon(route);
  const button = (
    <ListItemButton
      component={Link}
      to={route.path}
      selected={selected}
      onClick={onNavigate}
      sx={{ pl: nested && !collapsed ? 4 : 2.5, minHeight: 44 }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!collapsed && <ListItemText primary={label} />}
    </ListItemButton>
  );
  // Shrunk to icons, the tooltip carries the label (and names the link for screen readers).
  return collapsed ? (
    <Tooltip title={label} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}
