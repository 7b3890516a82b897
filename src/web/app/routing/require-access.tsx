import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/auth/auth-context';
import { useAppConfig } from '../../lib/config/get-app-config';
import { canOpen } from '../../lib/routing/can-open';
import { paths, type RouteDef } from '../../lib/routing/paths';

/** A section the user may not open (permission, admin-panel access or module) sends them home. */
export function RequireAccess({ route }: { route: RouteDef }) {
  const user = useCurrentUser();
  const config = useAppConfig();
  if (!canOpen(route, user, config)) return <Navigate to={paths.home.path} replace />;
  return <Outlet />;
}
