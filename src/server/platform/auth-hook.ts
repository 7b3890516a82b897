import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toLocale } from '@shared/i18n/locales';
import { hasAnyPermission } from '@shared/permissions';
import { refusedToViewOnly } from './access';
import { HttpError } from './errors';
import { authenticate } from './sessions';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 200 ? token : null;
}

/**
 * Enforces the access each route declares. A route under /api that declares nothing is refused, so
 * forgetting a permission fails closed.
 */
export function installAuthHook(app: FastifyInstance): void {
  app.decorateRequest('authUser', null);
  app.decorateRequest('locale', 'ka');
  app.addHook('onRequest', async (request) => {
    request.locale = toLocale(request.headers['content-language'] as string | undefined);
    const access = request.routeOptions.config?.access;
    const url = request.routeOptions.url ?? '';
    // The web app's files and the API documentation are open; everything else under /api declares access.
    if (!url.startsWith('/api') || url.startsWith('/api/docs')) return;
    if (access && 'public' in access) return;
    const token = bearerToken(request);
    const user = token ? await authenticate(app.deps.db, token, app.deps.config.idleTimeoutMinutes) : null;
    if (!user) throw new HttpError(401, 'errors.unauthenticated');
    request.authUser = user;
    if (!access) throw new HttpError(403, 'errors.forbidden', { missing_permission: null });
    if ('anyOf' in access) {
      if (!hasAnyPermission(user.permissions, access.anyOf)) {
        throw new HttpError(403, 'errors.forbidden', { missing_permission: access.anyOf.join('|') });
      }
      const missing = access.allOf?.find((p) => !user.permissions.includes(p));
      if (missing) throw new HttpError(403, 'errors.forbidden', { missing_permission: missing });
    }
    // Spec §6: a view-only user writes nowhere, on a permission's route or an any-signed-in one alike.
    if (user.viewOnly && refusedToViewOnly(access, request.method))
      throw new HttpError(403, 'errors.view_only', { missing_permission: null });
  });
}

/** The signed-in user of a route that is not public. */
export function currentUser(request: FastifyRequest) {
  if (!request.authUser) throw new HttpError(401, 'errors.unauthenticated');
  return request.authUser;
}

/** Who and where, for the audit row of a change made by this request. */
export function auditContext(request: FastifyRequest) {
  return { userId: request.authUser?.id ?? null, ip: request.ip };
}
