import { hasAnyPermission, type Permission } from '@shared/permissions';
import { useCurrentUser } from './auth-context';

/*
 * Two questions, as the server asks them (platform/access): a read needs one of its permissions; a write
 * needs one as well and is refused to a view-only user (by a role, spec §6). A view-only user keeps every
 * read their permissions grant, so a link, a tab, a picker or a lookup asks `useMaySee`; a button, a form
 * or a menu item that changes something asks `useMayAct`.
 */

/** Whether the user may read what one of the permissions guards: they hold it, view-only or not. */
export function useMaySee() {
  const { permissions } = useCurrentUser();
  return (...needed: Permission[]) => hasAnyPermission(permissions, needed);
}

/** Whether the user may write at all: not view-only. On its own for writes that need no permission (tasks). */
export function useMayWrite() {
  return !useCurrentUser().view_only;
}

/** Whether the user may do what one of the permissions allows: they hold it and are not view-only. */
export function useMayAct() {
  const maySee = useMaySee();
  const mayWrite = useMayWrite();
  return (...needed: Permission[]) => mayWrite && maySee(...needed);
}
