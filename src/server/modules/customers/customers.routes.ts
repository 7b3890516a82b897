import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerEndpoints as endpoints } from '@shared/customers/endpoints';
import { translate } from '@shared/i18n/messages';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { serve } from '../../platform/serve';
import * as service from './customers.service';

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['customers'];
  const reading = needs('view_customers', 'view_only_own_customers');

  serve(app, endpoints.list, { config: reading, tags }, (request) => {
    const { query, ...pageAndFilters } = request.query;
    const user = currentUser(request);
    if (query !== undefined) return service.quickSearch(deps, user, query, request.locale);
    return service.listCustomers(deps, user, pageAndFilters, request.url, request.locale);
  });

  serve(app, endpoints.groupedByCountry, { config: reading, tags }, (request) =>
    service.groupedByCountry(deps, currentUser(request), request.locale),
  );

  serve(app, endpoints.get, { config: reading, tags }, (request) =>
    service.getCustomer(deps, currentUser(request), request.params.id, request.locale),
  );

  serve(app, endpoints.related, { config: reading, tags }, (request) =>
    service.relatedOf(deps, currentUser(request), request.params.id, request.locale),
  );

  serve(app, endpoints.create, { config: needs('edit_customers'), tags }, (request) =>
    service.createCustomer(deps, currentUser(request), request.body, auditContext(request), request.locale),
  );

  serve(app, endpoints.update, { config: needs('edit_customers'), tags }, (request) =>
    service.updateCustomer(
      deps,
      currentUser(request),
      request.params.id,
      request.body,
      auditContext(request),
      request.locale,
    ),
  );

  serve(app, endpoints.remove, { config: needs('delete_customers'), tags }, async (request) => {
    await service.deleteCustomer(deps, currentUser(request), request.params.id, auditContext(request));
    return { success: true, message: translate('records.deleted', request.locale) };
  });
};
