import { hasAnyPermission } from '@shared/permissions';
import { useCurrentUser } from '../../../../lib/auth/auth-context';

/**
 * Which option lists the user may load: GET /api/buildings and /api/agents have their own permissions, and
 * a filter whose options cannot be read is left out rather than failing. View-only users may read them too.
 */
export function useFilterPermissions() {
  const user = useCurrentUser();
  return {
    buildings: hasAnyPermission(user.permissions, [
      'view_buildings',
      'view_properties',
      'view_bookings',
      'view_barters',
    ]),
    agents: hasAnyPermission(user.permissions, ['view_agents']),
  };
}
