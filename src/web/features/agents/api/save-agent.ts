import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentRow, SaveAgentInput } from '@shared/agents/contracts';
import { api } from '../../../lib/api/api-client';
import { agentKeys } from './agent-keys';

/** Creates (no id) or updates (with id) an agent. */
export const saveAgent = ({ id, body }: { id: number | null; body: SaveAgentInput }) =>
  id === null ? api.post<AgentRow>('/agents', body) : api.put<AgentRow>(`/agents/${id}`, body);

export function useSaveAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
