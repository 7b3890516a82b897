import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveAgentInput } from '@shared/agents/contracts';
import { agentEndpoints } from '@shared/agents/endpoints';
import { call } from '../../../lib/api/api-client';
import { agentKeys } from './agent-keys';

/** Creates (no id) or updates (with id) an agent. */
export const saveAgent = ({ id, body }: { id: number | null; body: SaveAgentInput }) =>
  id === null ? call(agentEndpoints.create, { body }) : call(agentEndpoints.update, { params: { id }, body });

export function useSaveAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
