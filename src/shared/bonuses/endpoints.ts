import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams, okBody, pathId } from '../errors';
import {
  agentsBonus,
  agentsBonusBody,
  bonusBody,
  bonusByMonth,
  bonusByMonthBody,
  bonusItemsBody,
  bonusList,
  bonusSchema,
  calculateBody,
  calculation,
  participantOptions,
} from './contracts';

export const bonusEndpoints = {
  list: endpoint({ method: 'GET', path: '/bonuses', answer: bonusList }),
  /** The active users a schema's participants and the sale targets are chosen from. */
  participants: endpoint({ method: 'GET', path: '/bonuses/participants', answer: participantOptions }),
  /** One call creates (no id) or updates (with id) a schema and its bands. */
  save: endpoint({ method: 'POST', path: '/bonuses', body: bonusBody, answer: bonusSchema }),
  remove: endpoint({ method: 'DELETE', path: '/bonuses/:id', params: idParams, answer: okBody }),
  /** Adds one band, or replaces them all. */
  saveItems: endpoint({
    method: 'POST',
    path: '/bonuses/:bonus_id/items',
    params: z.object({ bonus_id: pathId }),
    body: bonusItemsBody,
    answer: bonusSchema,
  }),
  removeItem: endpoint({
    method: 'DELETE',
    path: '/bonuses/:bonusId/items/:itemId',
    params: z.object({ bonusId: pathId, itemId: pathId }),
    answer: bonusSchema,
  }),
  /** What a schema pays its participants over a date range. */
  calculate: endpoint({
    method: 'POST',
    path: '/bonuses/calculateBonus',
    body: calculateBody,
    answer: calculation,
  }),
  /** Every schema's bonus by month of a year. */
  byMonth: endpoint({
    method: 'POST',
    path: '/bonuses/getBonusByMonth',
    body: bonusByMonthBody,
    answer: bonusByMonth,
  }),
  /** The agents' fees earned, paid and due over a date range. */
  agentsBonus: endpoint({
    method: 'POST',
    path: '/bonuses/getAgentsBonus',
    body: agentsBonusBody,
    answer: agentsBonus,
  }),
};
