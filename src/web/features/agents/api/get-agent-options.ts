import { useQuery } from '@tanstack/react-query';
import { agentEndpoints } from '@shared/agents/endpoints';
import { call } from '../../../lib/api/api-client';
import { agentKeys } from './agent-keys';

/** Every agent, or every active one, on one page. */
export const getAgentOptions = (activeOnly: boolean, signal?: AbortSignal) =>
  call(agentEndpoints.list, {
    query: { page: 1, perpage: 'all', active: activeOnly ? 'true' : undefined },
    signal,
  });

/** The agents a picker or a filter offers; `enabled` is false for those who may not see agents. */
export const useAgentOptions = ({ activeOnly = false, enabled = true } = {}) =>
  useQuery({
    queryKey: agentKeys.options(activeOnly),
    queryFn: ({ signal }) => getAgentOptions(activeOnly, signal),
    enabled,
    select: (answer) => answer.data,
    staleTime: 60_000,
  });
