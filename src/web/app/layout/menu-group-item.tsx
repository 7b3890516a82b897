import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import type { MenuGroup, RouteDef } from '../../lib/routing/paths';
import { MENU_GROUP_ICONS } from './menu-group-icons';
import { MenuLink } from './menu-link';

type Props = { group: MenuGroup; routes: RouteDef[]; collapsed: boolean; onNavigate?: () => void };

/** An expandable group; when the drawer shrinks to icons its entries show flat, each with a tooltip. */
export function MenuGroupItem({ group, routes, collapsed, onNavigate }: Props) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => routes.some((route) => matchPath(route.path, pathname)));
  const Icon = MENU_GROUP_ICONS[group];

  if (collapsed) {
    return (
      <>
        <Divider sx={{ my: 0.5 }} />
        {routes.map((route) => (
          <MenuLink key={route.path} route={route} collapsed onNavigate={onNavigate} />
        ))}
      </>
    );
  }
  return (
    <>
      <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open} sx={{ pl: 2.5, minHeight: 44 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t(`menu_groups.${group}`)} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        {/* A group of links, not a list of items: links may not sit directly in a <ul> (WCAG 1.3.1). */}
        <List component="div" role="group" aria-label={t(`menu_groups.${group}`)} disablePadding>
          {routes.map((route) => (
            <MenuLink key={route.path} route={route} collapsed={false} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </>
  );
}
