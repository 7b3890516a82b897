import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '@shared/i18n/messages';
import { serviceEndpoints as endpoints } from '@shared/services/endpoints';
import { needs, needsForReading } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { serve } from '../../platform/serve';
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

  serve(
    app,
    endpoints.listTypes,
    {
      config: needs('view_services', 'view_service_containers', 'edit_services', 'edit_service_containers'),
      tags,
    },
    (request) => types.listTypes(deps.db, request.query.active),
  );

  serve(
    app,
    endpoints.saveType,
    { config: needs('edit_services', 'edit_service_containers'), tags },
    (request) => types.saveType(deps, request.body, auditContext(request)),
  );

  serve(
    app,
    endpoints.removeType,
    { config: needs('edit_services', 'edit_service_containers'), tags },
    async (request) => {
      const deleted = await types.removeType(deps, request.params.id, auditContext(request));
      const key = deleted ? 'records.deleted' : 'services.type_deactivated';
      return { success: true, message: translate(key, request.locale) };
    },
  );

  // ------------------------------------------------------------ renovations

  serve(app, endpoints.listPayments, { config: needs('view_services'), tags }, (request) =>
    payments.listServicePayments(deps, currentUser(request), request.query, request.url, request.locale),
  );

  serve(app, endpoints.listRenovations, { config: needs('view_services'), tags }, (request) =>
    orders.listOrders(deps, currentUser(request), 'renovation', request.query, request.url, request.locale),
  );

  serve(app, endpoints.getRenovation, { config: needs('view_services'), tags }, (request) =>
    orders.getOrder(deps, currentUser(request), request.params.id, 'renovation', request.locale),
  );

  serve(app, endpoints.saveRenovation, { config: editingServices, tags }, async (request) => {
    const user = currentUser(request);
    const id = await orders.saveRenovation(deps, user, request.body, auditContext(request));
    return orders.getOrder(deps, user, id, 'renovation', request.locale);
  });

  serve(app, endpoints.removeRenovation, { config: editingServices, tags }, async (request) => {
    await orders.removeOrder(
      deps,
      currentUser(request),
      request.params.id,
      'renovation',
      auditContext(request),
    );
    return { success: true, message: translate('records.deleted', request.locale) };
  });

  serve(app, endpoints.saveRenovationSchedule, { config: editingServices, tags }, async (request) => {
    const user = currentUser(request);
    const id = await orders.saveRenovationSchedule(
      deps,
      user,
      request.params.sale_id,
      request.body,
      auditContext(request),
    );
    return orders.getOrder(deps, user, id, 'renovation', request.locale);
  });

  // ------------------------------------------------------------ containers

  serve(app, endpoints.listContainers, { config: needs('view_service_containers'), tags }, (request) =>
    orders.listOrders(deps, currentUser(request), 'container', request.query, request.url, request.locale),
  );

  serve(
    app,
    endpoints.containerSales,
    { config: needs('edit_service_containers', 'edit_services'), tags },
    (request) => orders.salesForContainers(deps, currentUser(request), request.query.query, request.locale),
  );

  serve(
    app,
    endpoints.containerSaleInfo,
    { config: needsForReading('edit_service_containers', 'edit_services'), tags },
    (request) => orders.saleInfo(deps, currentUser(request), request.body.sale_id, request.locale),
  );

  serve(app, endpoints.getContainer, { config: needs('view_service_containers'), tags }, (request) =>
    orders.getOrder(deps, currentUser(request), request.params.id, 'container', request.locale),
  );

  serve(app, endpoints.saveContainer, { config: editingContainers, tags }, async (request) => {
    const user = currentUser(request);
    const id = await orders.saveContainer(deps, user, request.body, auditContext(request));
    return orders.getOrder(deps, user, id, 'container', request.locale);
  });

  serve(app, endpoints.removeContainer, { config: editingContainers, tags }, async (request) => {
    await orders.removeOrder(
      deps,
      currentUser(request),
      request.params.id,
      'container',
      auditContext(request),
    );
    return { success: true, message: translate('records.deleted', request.locale) };
  });
};
