import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  saleTarget,
  saleTargetBody,
  saleTargetList,
  saleTargetsQuery,
  withTargets,
  withTargetsQuery,
} from '@shared/bonuses/contracts';
import { idParams, okBody } from '@shared/errors';
import { limited } from '../../platform/route-limits';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import * as service from './sale-targets.service';

/**
 * /api/sale-targets and GET /api/sales/with-targets. The latter is a static path, so the router always
 * prefers it to the sales module's /sales/:id whatever the order the modules are mounted in.
 */
export const saleTargetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['bonuses'];
  const reading = needs('view_bonus_schemas', 'view_reports', 'edit_sale_targets');
  const editing = needs('edit_sale_targets');

  app.get(
    '/sale-targets',
    { config: reading, schema: { tags, querystring: saleTargetsQuery, response: { 200: saleTargetList } } },
    (request) => service.listTargets(deps, currentUser(request), request.query),
  );

  app.post(
    '/sale-targets',
    { config: editing, schema: { tags, body: saleTargetBody, response: { 200: saleTarget } } },
    (request) => service.saveTarget(deps, request.body, auditContext(request)),
  );

  app.delete(
    '/sale-targets/:id',
    { config: editing, schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await service.deleteTarget(deps, request.params.id, auditContext(request));
      return { success: true };
    },
  );

  app.get(
    '/sales/with-targets',
    {
      config: { ...reading, ...limited('reports') },
      schema: { tags, querystring: withTargetsQuery, response: { 200: withTargets } },
    },
    (request) => service.withTargets(deps, currentUser(request), request.query.month),
  );
};
