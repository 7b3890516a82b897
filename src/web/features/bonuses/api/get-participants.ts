import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api/api-client';
import { bonusKeys } from './bonus-keys';

/** GET /api/sales/responsible-users: who can take part in a schema or have a target (sales managers). */
export const useParticipants = () =>
  useQuery({
    queryKey: bonusKeys.participants(),
    queryFn: ({ signal }) => api.get<{ id: number; name: string }[]>('/sales/responsible-users', { signal }),
  });
