import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportAnswer } from '@shared/agents/contracts';
import { api } from '../../../lib/api/api-client';
import { agentKeys } from './agent-keys';

/** All or nothing: a 422 carries `rows: [{line, field, message}]` naming every bad line. */
export function importAgents(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<ImportAnswer>('/agents/import', form);
}

export function useImportAgents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importAgents,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
