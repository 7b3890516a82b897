import { skipToken, useQuery } from '@tanstack/react-query';
import { bonusEndpoints } from '@shared/bonuses/endpoints';
import { call } from '../../../lib/api/api-client';
import { bonusKeys } from './bonus-keys';

export type CalculateInput = { bonus_id: number; date_from: string; date_to: string };

/** POST /api/bonuses/calculateBonus: what a schema pays each participant over a period (a read). */
export const useBonusCalculation = (input: CalculateInput | null) =>
  useQuery({
    queryKey: bonusKeys.calculation(input ?? {}),
    queryFn: input ? ({ signal }) => call(bonusEndpoints.calculate, { body: input, signal }) : skipToken,
  });
