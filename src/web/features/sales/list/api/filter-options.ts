import { useQuery } from '@tanstack/react-query';
import type { AgentRow } from '@shared/agents/contracts';
import type { Building } from '@shared/buildings/contracts';
import type { Country } from '@shared/countries/contracts';
import type { Paginated } from '@shared/pagination';
import { api } from '../../../../app/api/api-client';

/** The complexes for the complex filter; the same cache entry as the complexes screen's unfiltered list. */
export const useSaleBuildings = (enabled: boolean) =>
  useQuery({
    queryKey: ['buildings', 'list', { search: '' }],
    queryFn: ({ signal }) => api.get<Building[]>('/buildings', { signal }),
    enabled,
  });

/** The agents for the agent filter (only for users who may see agents). */
export const useAgentOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['agents', 'options'],
    queryFn: ({ signal }) =>
      api.get<Paginated<AgentRow>>('/agents', { query: { page: 1, perpage: 'all' }, signal }),
    enabled,
    select: (answer) => answer.data.map((agent) => ({ id: agent.id, name: agent.name })),
  });

/** The 198 countries; they do not change while the app runs (the customers screens share the entry). */
export const useCountries = () =>
  useQuery({
    queryKey: ['countries'],
    queryFn: ({ signal }) => api.get<Country[]>('/countries', { signal }),
    staleTime: Infinity,
  });
