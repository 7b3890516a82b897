import type { Locale } from '@shared/i18n/locales';
import type { Permission } from '@shared/permissions';

/**
 * What a route needs, declared beside it: `public`, any signed-in user, or any one of the listed
 * permissions. `writes` defaults to "the method is not GET"; list routes that use POST set it false.
 */
export type RouteAccess =
  | { public: true }
  | { signedIn: true; writes?: boolean }
  | { anyOf: readonly Permission[]; writes?: boolean };

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
export const needs = (...anyOf: Permission[]) => ({ access: { anyOf } as RouteAccess });
export const needsForReading = (...anyOf: Permission[]) => ({
  access: { anyOf, writes: false } as RouteAccess,
});

export function describeAccess(access: RouteAccess | undefined): string {
  if (!access) return 'UNDECLARED';
  if ('public' in access) return 'public';
  const suffix = access.writes === false ? ' (read)' : '';
  if ('signedIn' in access) return `signed-in${suffix}`;
  return `${access.anyOf.join(' | ')}${suffix}`;
}
