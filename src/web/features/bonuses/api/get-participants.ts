import { useQuery } from '@tanstack/react-query';
import { bonusEndpoints } from '@shared/bonuses/endpoints';
import { call } from '../../../lib/api/api-client';
import { bonusKeys } from './bonus-keys';

/** GET /api/bonuses/participants: the active users a schema's participants and the targets are chosen from. */
export const useParticipants = () =>
  useQuery({
    queryKey: bonusKeys.participants(),
    queryFn: ({ signal }) => call(bonusEndpoints.participants, { signal }),
  });
