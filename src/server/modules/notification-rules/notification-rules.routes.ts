import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationRuleEndpoints as endpoints } from '@shared/notifications/rule-endpoints';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { serve } from '../../platform/serve';
import { plannedReminder as planned } from './notification-run.service';
import * as service from './notification-rules.service';

/** /api/notification-rules and a sale's planned reminder (the run that applies the rules: .jobs.ts). */
export const notificationRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['notifications'];
  const editing = needs('edit_notification_rules');

  serve(
    app,
    endpoints.list,
    { config: needs('view_notification_logs', 'edit_notification_rules'), tags },
    () => service.listRules(deps),
  );

  serve(app, endpoints.create, { config: editing, tags }, (request) =>
    service.createRule(deps, request.body, auditContext(request)),
  );

  serve(app, endpoints.update, { config: editing, tags }, (request) =>
    service.updateRule(deps, request.params.id, request.body, auditContext(request)),
  );

  serve(app, endpoints.remove, { config: editing, tags }, async (request) => {
    await service.deleteRule(deps, request.params.id, auditContext(request));
    return { success: true };
  });

  serve(
    app,
    endpoints.plannedReminder,
    { config: needs('view_sales', 'view_only_own_sales'), tags },
    (request) => planned(deps, currentUser(request), request.params.id),
  );
};
