import type { AuthUser } from './access';
import { HttpError } from './errors';

/** Nobody hands out a permission they do not hold themselves, through a role or a direct grant. */
export function assertCanGrant(actor: Pick<AuthUser, 'permissions'>, permissions: readonly string[]): void {
  const missing = permissions.find((p) => !actor.permissions.includes(p));
  if (missing) throw new HttpError(403, 'errors.forbidden', { missing_permission: missing });
}
