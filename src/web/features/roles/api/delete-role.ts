import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleEndpoints } from '@shared/roles/endpoints';
import { call } from '../../../lib/api/api-client';
import { roleKeys } from './role-keys';

export const deleteRole = (id: number) => call(roleEndpoints.remove, { params: { id } });

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.list }),
  });
}
