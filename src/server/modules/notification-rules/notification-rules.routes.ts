import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, okBody } from '@shared/errors';
import { plannedReminder } from '@shared/notifications/messages';
import { notificationRule, notificationRuleBody, notificationRuleList } from '@shared/notifications/rules';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { plannedReminder as planned } from './notification-run.service';
import * as service from './notification-rules.service';

/** /api/notification-rules and a sale's planned reminder (the run that applies the rules: .jobs.ts). */
export const notificationRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['notifications'];
  const editing = needs('edit_notification_rules');

  app.get(
    '/notification-rules',
    {
      config: needs('view_notification_logs', 'edit_notification_rules'),
      schema: { tags, response: { 200: notificationRuleList } },
    },
    () => service.listRules(deps),
  );

  app.post(
    '/notification-rules',
    { config: editing, schema: { tags, body: notificationRuleBody, response: { 200: notificationRule } } },
    (request) => service.createRule(deps, request.body, auditContext(request)),
  );

  app.put(
    '/notification-rules/:id',
    {
      config: editing,
      schema: { tags, params: idParams, body: notificationRuleBody, response: { 200: notificationRule } },
    },
    (request) => service.updateRule(deps, request.params.id, request.body, auditContext(request)),
  );

  app.delete(
    '/notification-rules/:id',
    { config: editing, schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await service.deleteRule(deps, request.params.id, auditContext(request));
      return { success: true };
    },
  );

  app.get(
    '/sales/payment-reminder/:id',
    {
      config: needs('view_sales', 'view_only_own_sales'),
      schema: { tags, params: idParams, response: { 200: plannedReminder } },
    },
    (request) => planned(deps, currentUser(request), request.params.id),
  );
};
