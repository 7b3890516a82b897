import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { paths } from '../../lib/routing/paths';
import type { FromState } from './require-auth';

/** A signed-in user opening /login goes home (or back to the page that sent them to sign in). */
export function AnonymousOnly() {
  const { user } = useAuth();
  const state = useLocation().state as FromState | null;
  if (user) return <Navigate to={state?.from ?? paths.home.path} replace />;
  return <Outlet />;
}
