import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentRow } from '@shared/agents/contracts';
import { api } from '../../../app/api/api-client';

export const agentKey = (id: number) => ['agents', 'detail', id] as const;

export const getAgent = (id: number, signal?: AbortSignal) => api.get<AgentRow>(`/agents/${id}`, { signal });

export const agentQuery = (id: number) =>
  queryOptions({ queryKey: agentKey(id), queryFn: ({ signal }) => getAgent(id, signal) });

export const useAgent = (id: number) => useQuery(agentQuery(id));
