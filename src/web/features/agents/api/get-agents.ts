import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryInput } from '@shared/api/endpoint';
import { agentEndpoints } from '@shared/agents/endpoints';
import { call } from '../../../lib/api/api-client';
import { agentKeys } from './agent-keys';

/** The list's filters as the URL keeps them: '' is "any" (left out of the request), the server checks the rest. */
export type AgentListParams = {
  page: number;
  perpage: number | 'all';
  search: string;
  type: string;
  active: string;
};

export const getAgents = (params: AgentListParams, signal?: AbortSignal) =>
  call(agentEndpoints.list, { query: params as QueryInput<typeof agentEndpoints.list>, signal });

export const agentsQuery = (params: AgentListParams) =>
  queryOptions({
    queryKey: agentKeys.list(params),
    queryFn: ({ signal }) => getAgents(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAgents = (params: AgentListParams) => useQuery(agentsQuery(params));
