import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentRow } from '@shared/agents/contracts';
import { api } from '../../../lib/api/api-client';
import { agentKeys } from './agent-keys';

export const getAgent = (id: number, signal?: AbortSignal) => api.get<AgentRow>(`/agents/${id}`, { signal });

export const agentQuery = (id: number) =>
  queryOptions({ queryKey: agentKeys.detail(id), queryFn: ({ signal }) => getAgent(id, signal) });

export const useAgent = (id: number) => useQuery(agentQuery(id));
