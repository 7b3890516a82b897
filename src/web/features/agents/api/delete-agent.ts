import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentEndpoints } from '@shared/agents/endpoints';
import { call } from '../../../lib/api/api-client';
import { agentKeys } from './agent-keys';

export const deleteAgent = (id: number) => call(agentEndpoints.remove, { params: { id } });

export function useDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
