import type { AuthUser } from './access';
import { HttpError } from './errors';

/** Nobody hands out a permission they do not hold themselves, through a role or a direct grant. */
export function assertCanGrant(actor: Pick<AuthUser, 'permissions'>, permissions: readonly string[]): void {
  const missing = permissions.find((p) => !actor.permissions.includes(p));
  if (missing) throw new HttpError(403, 'errors.forbidden', { missing_permission: missing });
}

/**
 * Nobody changes, deactivates or deletes a user or a role holding a permission they do not hold
 * themselves, so a lesser user cannot disarm a greater one.
 */
export function assertOutranks(
  actor: Pick<AuthUser, 'permissions'>,
  held: readonly string[],
  subject: 'user' | 'role',
): void {
  const missing = held.find((p) => !actor.permissions.includes(p));
  if (missing)
    throw new HttpError(403, subject === 'user' ? 'users.outranked' : 'roles.outranked', {
      missing_permission: missing,
    });
}
