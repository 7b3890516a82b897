import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { roleKeys } from './role-keys';

export const deleteRole = (id: number) =>
  api.delete<{ success: boolean; message: string }>(`/role-permission/roles/${id}`);

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.list }),
  });
}
