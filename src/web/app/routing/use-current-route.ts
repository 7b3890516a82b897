import { useMatches } from 'react-router';
import type { RouteDef } from './paths';

type RouteHandle = { route: RouteDef };

function hasRoute(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The table entry of the deepest matched route (page title, placeholder label). */
export function useCurrentRoute(): RouteDef | undefined {
  return useMatches()
    .map((match) => match.handle)
    .filter(hasRoute)
    .at(-1)?.route;
}
