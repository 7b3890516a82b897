import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentEndpoints } from '@shared/agents/endpoints';
import { call } from '../../../lib/api/api-client';
import { agentKeys } from './agent-keys';

/** All or nothing: a 422 carries `rows: [{line, field, message}]` naming every bad line. */
export function importAgents(file: File) {
  const form = new FormData();
  form.append('file', file);
  return call(agentEndpoints.import, { body: form });
}

export function useImportAgents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importAgents,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
