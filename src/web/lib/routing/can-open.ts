import type { AppConfig } from '@shared/app-config/contracts';
import type { CurrentUser } from '@shared/auth/contracts';
import { hasAnyPermission } from '@shared/permissions';
import type { RouteDef } from './paths';

/**
 * Spec §2: a section behind permissions admits only an admin-panel user (is_admin) holding one of them;
 * a section whose module is switched off opens for nobody; `allOf` permissions are needed as well. The menu and the guards share this rule.
 */
export function canOpen(route: RouteDef, user: CurrentUser, config: AppConfig): boolean {
  if (route.module && !config.modules[route.module]) return false;
  if (route.allOf?.some((p) => !user.permissions.includes(p))) return false;
  if (route.permissions.length === 0) return true;
  return user.is_admin && hasAnyPermission(user.permissions, route.permissions);
}
