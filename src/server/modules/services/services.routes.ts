import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, okBody } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import {
  containerBody,
  containerSale,
  containerSalesQuery,
  containersQuery,
  renovationBody,
  renovationsQuery,
  saleInfo,
  saleInfoBody,
  serviceOrderDetail,
  serviceOrderList,
  servicePaymentList,
  servicePaymentsQuery,
  serviceScheduleBody,
  serviceType,
  serviceTypeBody,
  serviceTypesQuery,
} from '@shared/services/contracts';
import { needs, needsForReading } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import * as orders from './service-orders.service';
import * as payments from './service-payments.service';
import * as types from './service-types.service';

/**
 * /api/service-types, /api/services (a sale's renovation), /api/containers (its other extras) and
 * /api/services/payments; mounted only with the services module on. Paying a renovation or container
 * (/api/payments, /api/containers/pay, calculatePayment, deletePayment) is the payments module's.
 */
export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  if (!deps.config.modules.services) return;
  const tags = ['services'];
  const editingServices = needs('edit_services');
  const editingContainers = needs('edit_service_containers');

  app.get(
    '/service-types',
    {
      config: needs('view_services', 'view_service_containers', 'edit_services', 'edit_service_containers'),
      schema: { tags, querystring: serviceTypesQuery, response: { 200: z.array(serviceType) } },
    },
    (request) => types.listTypes(deps.db, request.query.active),
  );

  app.post(
    '/service-types',
    {
      config: needs('edit_services', 'edit_service_containers'),
      schema: { tags, body: serviceTypeBody, response: { 200: serviceType } },
    },
    (request) => types.saveType(deps, request.body, auditContext(request)),
  );

  app.delete(
    '/service-types/:id',
    {
      config: needs('edit_services', 'edit_service_containers'),
      schema: { tags, params: idParams, response: { 200: okBody } },
    },
    async (request) => {
      const deleted = await types.removeType(deps, request.params.id, auditContext(request));
      const key = deleted ? 'records.deleted' : 'services.type_deactivated';
      return { success: true, message: translate(key, request.locale) };
    },
  );

  // ------------------------------------------------------------ renovations

  app.get(
    '/services/payments',
    {
      config: needs('view_services'),
      schema: { tags, querystring: servicePaymentsQuery, response: { 200: servicePaymentList } },
    },
    (request) =>
      payments.listServicePayments(deps, currentUser(request), request.query, request.url, request.locale),
  );

  app.get(
    '/services',
    {
      config: needs('view_services'),
      schema: { tags, querystring: renovationsQuery, response: { 200: serviceOrderList } },
    },
    (request) =>
      orders.listOrders(deps, currentUser(request), 'renovation', request.query, request.url, request.locale),
  );

  app.get(
    '/services/:id',
    {
      config: needs('view_services'),
      schema: { tags, params: idParams, response: { 200: serviceOrderDetail } },
    },
    (request) => orders.getOrder(deps, currentUser(request), request.params.id, 'renovation', request.locale),
  );

  app.post(
    '/services',
    {
      config: editingServices,
      schema: { tags, body: renovationBody, response: { 200: serviceOrderDetail } },
    },
    async (request) => {
      const user = currentUser(request);
      const id = await orders.saveRenovation(deps, user, request.body, auditContext(request));
      return orders.getOrder(deps, user, id, 'renovation', request.locale);
    },
  );

  app.delete(
    '/services/:id',
    { config: editingServices, schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await orders.removeOrder(
        deps,
        currentUser(request),
        request.params.id,
        'renovation',
        auditContext(request),
      );
      return { success: true, message: translate('records.deleted', request.locale) };
    },
  );

  app.post(
    '/sales/:sale_id/renovation/payment-schedule',
    {
      config: editingServices,
      schema: {
        tags,
        params: z.object({ sale_id: idParams.shape.id }),
        body: serviceScheduleBody,
        response: { 200: serviceOrderDetail },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const id = await orders.saveRenovationSchedule(
        deps,
        user,
        request.params.sale_id,
        request.body,
        auditContext(request),
      );
      return orders.getOrder(deps, user, id, 'renovation', request.locale);
    },
  );

  // ------------------------------------------------------------ containers

  app.get(
    '/containers',
    {
      config: needs('view_service_containers'),
      schema: { tags, querystring: containersQuery, response: { 200: serviceOrderList } },
    },
    (request) =>
      orders.listOrders(deps, currentUser(request), 'container', request.query, request.url, request.locale),
  );

  app.get(
    '/containers/getSales',
    {
      config: needs('edit_service_containers', 'edit_services'),
      schema: { tags, querystring: containerSalesQuery, response: { 200: z.array(containerSale) } },
    },
    (request) => orders.salesForContainers(deps, currentUser(request), request.query.query, request.locale),
  );

  app.post(
    '/containers/getSaleInfo',
    {
      config: needsForReading('edit_service_containers', 'edit_services'),
      schema: { tags, body: saleInfoBody, response: { 200: saleInfo } },
    },
    (request) => orders.saleInfo(deps, currentUser(request), request.body.sale_id, request.locale),
  );

  app.get(
    '/containers/:id',
    {
      config: needs('view_service_containers'),
      schema: { tags, params: idParams, response: { 200: serviceOrderDetail } },
    },
    (request) => orders.getOrder(deps, currentUser(request), request.params.id, 'container', request.locale),
  );

  app.post(
    '/containers',
    {
      config: editingContainers,
      schema: { tags, body: containerBody, response: { 200: serviceOrderDetail } },
    },
    async (request) => {
      const user = currentUser(request);
      const id = await orders.saveContainer(deps, user, request.body, auditContext(request));
      return orders.getOrder(deps, user, id, 'container', request.locale);
    },
  );

  app.delete(
    '/containers/:id',
    { config: editingContainers, schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await orders.removeOrder(
        deps,
        currentUser(request),
        request.params.id,
        'container',
        auditContext(request),
      );
      return { success: true, message: translate('records.deleted', request.locale) };
    },
  );
};
