import { hasAnyPermission, type Permission } from '@shared/permissions';
import { useCurrentUser } from './auth-context';

/**
 * Whether write buttons show at all: the user is not view-only (by a role, spec §6), whom the server refuses
 * every write. On its own for writes that need no permission (tasks); with one, ask `usePermission`.
 */
export function useCanWrite() {
  return !useCurrentUser().view_only;
}

/** Whether action buttons show: the user holds one of the permissions and is not view-only (by a role). */
export function usePermission() {
  const user = useCurrentUser();
  const canWrite = useCanWrite();
  return (...permissions: Permission[]) => canWrite && hasAnyPermission(user.permissions, permissions);
}
