import { matchPath, useLocation } from 'react-router';
import { allRoutes, type RouteDef } from '../../lib/routing/paths';

/** The table entry of the route the location shows (page title, placeholder label). */
export function useCurrentRoute(): RouteDef | undefined {
  const { pathname } = useLocation();
  return allRoutes.find((route) => matchPath({ path: route.path, end: true }, pathname));
}
