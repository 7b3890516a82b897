import { useMaySee } from '../../../../lib/auth/permissions';

/**
 * Which option lists the user may load: GET /api/buildings and /api/agents have their own permissions, and
 * a filter whose options cannot be read is left out rather than failing. View-only users may read them too.
 */
export function useFilterPermissions() {
  const maySee = useMaySee();
  return {
    buildings: maySee('view_buildings', 'view_properties', 'view_bookings', 'view_barters'),
    agents: maySee('view_agents'),
  };
}
