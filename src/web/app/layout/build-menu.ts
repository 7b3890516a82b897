import type { AppConfig } from '@shared/app-config/contracts';
import type { CurrentUser } from '@shared/auth/contracts';
import { canOpen } from '../../lib/routing/can-open';
import { allRoutes, MENU_GROUPS, type MenuGroup, type RouteDef } from '../../lib/routing/paths';

export type MenuEntry =
  { kind: 'link'; route: RouteDef } | { kind: 'group'; group: MenuGroup; routes: RouteDef[] };

/** Top-level links first, then the groups that keep at least one entry the user may open. */
export function buildMenu(user: CurrentUser, config: AppConfig): MenuEntry[] {
  const visible = allRoutes.filter(
    (route) => route.access === 'protected' && !route.hidden && canOpen(route, user, config),
  );
  const links: MenuEntry[] = visible
    .filter((route) => !route.group)
    .map((route) => ({ kind: 'link', route }));
  const groups: MenuEntry[] = MENU_GROUPS.map((group) => ({
    kind: 'group' as const,
    group,
    routes: visible.filter((route) => route.group === group),
  })).filter((entry) => entry.routes.length > 0);
  return [...links, ...groups];
}
