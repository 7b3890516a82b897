import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bonusEndpoints as endpoints } from '@shared/bonuses/endpoints';
import { limited } from '../../platform/route-limits';
import { needs, needsForReading } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { serve } from '../../platform/serve';
import { bonusByMonth as byMonth, calculate } from './bonus-calculation.service';
import * as service from './bonuses.service';

/** /api/bonuses: bonus schemas with their bands, what they pay, and the agents' fees (spec §7 "Banks and bonuses"). */
export const bonusesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  if (!deps.config.modules.bonus) return;
  const tags = ['bonuses'];
  const editing = needs('edit_bonus_schemas');
  const reading = needsForReading('view_bonus_schemas', 'edit_bonus_schemas');

  serve(app, endpoints.list, { config: needs('view_bonus_schemas', 'edit_bonus_schemas'), tags }, () =>
    service.listSchemas(deps),
  );

  serve(
    app,
    endpoints.participants,
    { config: needs('view_bonus_schemas', 'edit_bonus_schemas', 'edit_sale_targets'), tags },
    () => service.participantOptions(deps),
  );

  serve(app, endpoints.save, { config: editing, tags }, (request) =>
    service.saveSchema(deps, request.body, auditContext(request)),
  );

  serve(app, endpoints.remove, { config: editing, tags }, async (request) => {
    await service.deleteSchema(deps, request.params.id, auditContext(request));
    return { success: true };
  });

  serve(app, endpoints.saveItems, { config: editing, tags }, (request) => {
    const { body } = request;
    const audit = auditContext(request);
    return body.replace
      ? service.replaceItems(deps, request.params.bonus_id, body.replace, audit)
      : service.addItem(deps, request.params.bonus_id, body.add, audit);
  });

  serve(app, endpoints.removeItem, { config: editing, tags }, (request) =>
    service.deleteItem(deps, request.params.bonusId, request.params.itemId, auditContext(request)),
  );

  serve(app, endpoints.calculate, { config: { ...reading, ...limited('reports') }, tags }, (request) =>
    calculate(deps, currentUser(request), request.body),
  );

  serve(app, endpoints.byMonth, { config: { ...reading, ...limited('reports') }, tags }, (request) =>
    byMonth(deps, currentUser(request), request.body.year),
  );

  serve(
    app,
    endpoints.agentsBonus,
    {
      config: {
        ...needsForReading('view_bonus_schemas', 'edit_bonus_schemas', 'view_agents'),
        ...limited('reports'),
      },
      tags,
    },
    (request) => service.agentsBonus(deps, currentUser(request), request.body, request.locale),
  );
};
