import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentRow } from '@shared/agents/contracts';
import type { Paginated } from '@shared/pagination';
import { api } from '../../../lib/api/api-client';
import { agentKeys } from './agent-keys';

export type AgentListParams = {
  page: number;
  perpage: number | 'all';
  search: string;
  type: string;
  active: string;
};

export const getAgents = (params: AgentListParams, signal?: AbortSignal) =>
  api.get<Paginated<AgentRow>>('/agents', { query: params, signal });

export const agentsQuery = (params: AgentListParams) =>
  queryOptions({
    queryKey: agentKeys.list(params),
    queryFn: ({ signal }) => getAgents(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAgents = (params: AgentListParams) => useQuery(agentsQuery(params));
