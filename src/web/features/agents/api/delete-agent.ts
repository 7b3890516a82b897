import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { agentKeys } from './agent-keys';

export const deleteAgent = (id: number) =>
  api.delete<{ success: boolean; message?: string }>(`/agents/${id}`);

export function useDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
