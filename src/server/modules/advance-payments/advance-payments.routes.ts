import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advancePaymentEndpoints as endpoints } from '@shared/advance-payments/endpoints';
import { translate } from '@shared/i18n/messages';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { serve } from '../../platform/serve';
import * as service from './advance-payments.service';

export const advancePaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['advance-payments'];
  const writing = needs('edit_advanced_payments');

  serve(app, endpoints.list, { config: needs('view_advanced_payments'), tags }, (request) =>
    service.listAdvances(deps, currentUser(request), request.query, request.url, request.locale),
  );

  serve(app, endpoints.create, { config: writing, tags }, async (request) => {
    const user = currentUser(request);
    const id = await service.createAdvance(deps, user, request.body, auditContext(request));
    return service.getAdvance(deps, user, id, request.locale);
  });

  serve(app, endpoints.update, { config: writing, tags }, async (request) => {
    const user = currentUser(request);
    await service.updateAdvance(deps, user, request.params.id, request.body, auditContext(request));
    return service.getAdvance(deps, user, request.params.id, request.locale);
  });

  serve(app, endpoints.remove, { config: writing, tags }, async (request) => {
    await service.deleteAdvance(deps, currentUser(request), request.params.id, auditContext(request));
    return { success: true, message: translate('records.deleted', request.locale) };
  });
};
