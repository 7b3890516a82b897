import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, okBody } from '@shared/errors';
import {
  countryCounts,
  customer,
  customerListAnswer,
  customerListQuery,
  customerRelated,
  saveCustomerBody,
} from '@shared/customers/contracts';
import { translate } from '@shared/i18n/messages';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import * as service from './customers.service';

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['customers'];
  const reading = needs('view_customers', 'view_only_own_customers');

  app.get(
    '/customers',
    {
      config: reading,
      schema: { tags, querystring: customerListQuery, response: { 200: customerListAnswer } },
    },
    (request) => {
      const { query, ...pageAndFilters } = request.query;
      const user = currentUser(request);
      if (query !== undefined) return service.quickSearch(deps, user, query, request.locale);
      return service.listCustomers(deps, user, pageAndFilters, request.url, request.locale);
    },
  );

  app.get(
    '/customers/grouped-by-country',
    { config: reading, schema: { tags, response: { 200: countryCounts } } },
    (request) => service.groupedByCountry(deps, currentUser(request), request.locale),
  );

  app.get(
    '/customers/:id',
    { config: reading, schema: { tags, params: idParams, response: { 200: customer } } },
    (request) => service.getCustomer(deps, currentUser(request), request.params.id, request.locale),
  );

  app.get(
    '/customers/:id/related',
    { config: reading, schema: { tags, params: idParams, response: { 200: customerRelated } } },
    (request) => service.relatedOf(deps, currentUser(request), request.params.id, request.locale),
  );

  app.post(
    '/customers',
    {
      config: needs('edit_customers'),
      schema: { tags, body: saveCustomerBody, response: { 200: customer } },
    },
    (request) =>
      service.createCustomer(deps, currentUser(request), request.body, auditContext(request), request.locale),
  );

  app.put(
    '/customers/:id',
    {
      config: needs('edit_customers'),
      schema: { tags, params: idParams, body: saveCustomerBody, response: { 200: customer } },
    },
    (request) =>
      service.updateCustomer(
        deps,
        currentUser(request),
        request.params.id,
        request.body,
        auditContext(request),
        request.locale,
      ),
  );

  app.delete(
    '/customers/:id',
    { config: needs('delete_customers'), schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await service.deleteCustomer(deps, currentUser(request), request.params.id, auditContext(request));
      return { success: true, message: translate('records.deleted', request.locale) };
    },
  );
};
