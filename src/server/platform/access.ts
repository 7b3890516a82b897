import type { Locale } from '@shared/i18n/locales';
import type { Permission } from '@shared/permissions';

/**
 * What a route needs, declared beside it: `public`, any signed-in user, or any one of the listed
 * permissions (and, when `allOf` is given, every one of those too). `writes` defaults to "the method is
 * not GET"; list routes that use POST set it false. A route that writes is refused to a view-only user
 * (spec §6), whatever else it declares, unless it is `ownAccount`: it changes only the user's own session,
 * profile or read marks (signing out, the password, the bell's "read").
 */
export type RouteAccess =
  | { public: true }
  | { signedIn: true; writes?: boolean; ownAccount?: true }
  | { anyOf: readonly Permission[]; allOf?: readonly Permission[]; writes?: boolean };

export interface AuthUser {
  id: number;
  username: string;
  roles: string[];
  permissions: string[];
  buildingIds: number[];
  viewOnly: boolean;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
    locale: Locale;
  }
}

export const publicRoute = { access: { public: true } } as const;
export const signedIn = (writes?: boolean) => ({
  access: { signedIn: true, ...(writes === undefined ? {} : { writes }) } as RouteAccess,
});
/** Any signed-in user, on their own account only (session, profile, read marks): a view-only user too. */
export const ownAccount = () => ({ access: { signedIn: true, ownAccount: true } as RouteAccess });
export const needs = (...anyOf: Permission[]) => ({ access: { anyOf } as RouteAccess });
/** Every permission of `allOf` and any one of `anyOf` (spec §2: a section behind a permission of its own). */
export const needsAllOf = (allOf: Permission[], ...anyOf: Permission[]) => ({
  access: { anyOf, allOf } as RouteAccess,
});
export const needsForReading = (...anyOf: Permission[]) => ({
  access: { anyOf, writes: false } as RouteAccess,
});

export function describeAccess(access: RouteAccess | undefined): string {
  if (!access) return 'UNDECLARED';
  if ('public' in access) return 'public';
  const suffix = access.writes === false ? ' (read)' : '';
  if ('signedIn' in access) return access.ownAccount ? 'own account' : `signed-in${suffix}`;
  const any = access.anyOf.join(' | ');
  if (!access.allOf?.length) return `${any}${suffix}`;
  return `(${any}) & ${access.allOf.join(' & ')}${suffix}`;
}

/** Whether a request to a route so declared writes, so a view-only user may not make it. */
export function refusedToViewOnly(access: RouteAccess, method: string): boolean {
  if ('public' in access || ('signedIn' in access && access.ownAccount)) return false;
  return access.writes ?? method !== 'GET';
}
