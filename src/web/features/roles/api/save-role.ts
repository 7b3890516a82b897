import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveRoleBody } from '@shared/roles/contracts';
import { roleEndpoints } from '@shared/roles/endpoints';
import { call } from '../../../lib/api/api-client';
import { currentUserKey } from '../../../lib/auth/get-current-user';
import { roleKeys } from './role-keys';

/** One call creates (no id) or updates (with id). */
export const saveRole = (body: SaveRoleBody) => call(roleEndpoints.save, { body });

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    // The signed-in user may hold the role, and their menu follows their permissions.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.list }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]),
  });
}
