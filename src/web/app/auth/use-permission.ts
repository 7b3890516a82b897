import { hasAnyPermission, type Permission } from '@shared/permissions';
import { useCurrentUser } from './auth-context';

/** Whether action buttons show: the user holds one of the permissions and is not view-only (by a role). */
export function usePermission() {
  const user = useCurrentUser();
  return (...permissions: Permission[]) => !user.view_only && hasAnyPermission(user.permissions, permissions);
}
