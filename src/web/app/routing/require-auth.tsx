import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { paths } from '../../lib/routing/paths';

export type FromState = { from?: string };

/** Anonymous users go to /login; the page they asked for is remembered for after sign-in. */
export function RequireAuth() {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) {
    const state: FromState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.auth.login.path} replace state={state} />;
  }
  return <Outlet />;
}
