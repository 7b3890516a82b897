import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saleTargetEndpoints as endpoints } from '@shared/bonuses/sale-target-endpoints';
import { limited } from '../../platform/route-limits';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { serve } from '../../platform/serve';
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

  serve(app, endpoints.list, { config: reading, tags }, (request) =>
    service.listTargets(deps, currentUser(request), request.query),
  );

  serve(app, endpoints.save, { config: editing, tags }, (request) =>
    service.saveTarget(deps, request.body, auditContext(request)),
  );

  serve(app, endpoints.remove, { config: editing, tags }, async (request) => {
    await service.deleteTarget(deps, request.params.id, auditContext(request));
    return { success: true };
  });

  serve(app, endpoints.withTargets, { config: { ...reading, ...limited('reports') }, tags }, (request) =>
    service.withTargets(deps, currentUser(request), request.query.month),
  );
};
