import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
} from '@shared/bonuses/contracts';
import { idParams, okBody, pathId } from '@shared/errors';
import { limited } from '../../platform/route-limits';
import { needs, needsForReading } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { bonusByMonth as byMonth, calculate } from './bonus-calculation.service';
import * as service from './bonuses.service';

const id = pathId;

/** /api/bonuses: bonus schemas with their bands, what they pay, and the agents' fees (spec §7 "Banks and bonuses"). */
export const bonusesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  if (!deps.config.modules.bonus) return;
  const tags = ['bonuses'];
  const editing = needs('edit_bonus_schemas');
  const reading = needsForReading('view_bonus_schemas', 'edit_bonus_schemas');

  app.get(
    '/bonuses',
    {
      config: needs('view_bonus_schemas', 'edit_bonus_schemas'),
      schema: { tags, response: { 200: bonusList } },
    },
    () => service.listSchemas(deps),
  );

  app.get(
    '/bonuses/participants',
    {
      config: needs('view_bonus_schemas', 'edit_bonus_schemas', 'edit_sale_targets'),
      schema: { tags, response: { 200: participantOptions } },
    },
    () => service.participantOptions(deps),
  );

  app.post(
    '/bonuses',
    { config: editing, schema: { tags, body: bonusBody, response: { 200: bonusSchema } } },
    (request) => service.saveSchema(deps, request.body, auditContext(request)),
  );

  app.delete(
    '/bonuses/:id',
    { config: editing, schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await service.deleteSchema(deps, request.params.id, auditContext(request));
      return { success: true };
    },
  );

  app.post(
    '/bonuses/:bonus_id/items',
    {
      config: editing,
      schema: {
        tags,
        params: z.object({ bonus_id: id }),
        body: bonusItemsBody,
        response: { 200: bonusSchema },
      },
    },
    (request) => {
      const { body } = request;
      const audit = auditContext(request);
      return body.replace
        ? service.replaceItems(deps, request.params.bonus_id, body.replace, audit)
        : service.addItem(deps, request.params.bonus_id, body.add, audit);
    },
  );

  app.delete(
    '/bonuses/:bonusId/items/:itemId',
    {
      config: editing,
      schema: { tags, params: z.object({ bonusId: id, itemId: id }), response: { 200: bonusSchema } },
    },
    (request) =>
      service.deleteItem(deps, request.params.bonusId, request.params.itemId, auditContext(request)),
  );

  app.post(
    '/bonuses/calculateBonus',
    {
      config: { ...reading, ...limited('reports') },
      schema: { tags, body: calculateBody, response: { 200: calculation } },
    },
    (request) => calculate(deps, currentUser(request), request.body),
  );

  app.post(
    '/bonuses/getBonusByMonth',
    {
      config: { ...reading, ...limited('reports') },
      schema: { tags, body: bonusByMonthBody, response: { 200: bonusByMonth } },
    },
    (request) => byMonth(deps, currentUser(request), request.body.year),
  );

  app.post(
    '/bonuses/getAgentsBonus',
    {
      config: {
        ...needsForReading('view_bonus_schemas', 'edit_bonus_schemas', 'view_agents'),
        ...limited('reports'),
      },
      schema: { tags, body: agentsBonusBody, response: { 200: agentsBonus } },
    },
    (request) => service.agentsBonus(deps, currentUser(request), request.body, request.locale),
  );
};
