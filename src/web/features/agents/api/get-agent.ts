import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentEndpoints } from '@shared/agents/endpoints';
import { call } from '../../../lib/api/api-client';
import { agentKeys } from './agent-keys';

export const getAgent = (id: number, signal?: AbortSignal) =>
  call(agentEndpoints.get, { params: { id }, signal });

export const agentQuery = (id: number) =>
  queryOptions({ queryKey: agentKeys.detail(id), queryFn: ({ signal }) => getAgent(id, signal) });

export const useAgent = (id: number) => useQuery(agentQuery(id));
