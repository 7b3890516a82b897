import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@shared/i18n/messages';
import { propertyEndpoints as endpoints } from '@shared/properties/endpoints';
import { limited } from '../../platform/route-limits';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { serve } from '../../platform/serve';
import { chessboard } from './chessboard.service';
import * as service from './properties.service';
import { propertyEnumsRoutes } from './property-enums.routes';
import { previewBulk, saveBulk } from './property-bulk.service';
import { splitProperty } from './property-split.service';
import { changeStatusByHand } from './property-status.service';
import { attachPlan } from './property-plan.service';
import { form, readForm } from '../../platform/multipart';

/** A unit's floor plan. */
const planForm = form(z.object({}), 'plan');

export const propertiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['properties'];
  await app.register(propertyEnumsRoutes);
  serve(
    app,
    endpoints.list,
    { config: needs('view_properties', 'view_bookings', 'view_barters'), tags },
    (request) =>
      service.listProperties(deps.db, currentUser(request), request.query, request.url, request.locale),
  );

  serve(
    app,
    endpoints.get,
    { config: needs('view_properties', 'view_bookings', 'view_barters'), tags },
    (request) => service.getProperty(deps, currentUser(request), request.params.id, request.locale),
  );

  serve(app, endpoints.create, { config: needs('create_properties'), tags }, async (request) => {
    const user = currentUser(request);
    const id = await service.createProperty(deps, user, request.body, auditContext(request));
    return service.getProperty(deps, user, id, request.locale);
  });

  serve(app, endpoints.update, { config: needs('edit_properties'), tags }, async (request) => {
    const user = currentUser(request);
    await service.updateProperty(deps, user, request.params.id, request.body, auditContext(request));
    return service.getProperty(deps, user, request.params.id, request.locale);
  });

  serve(app, endpoints.remove, { config: needs('delete_properties'), tags }, async (request) => {
    await service.deleteProperty(deps, currentUser(request), request.params.id, auditContext(request));
    return { success: true, message: translate('records.deleted', request.locale) };
  });

  serve(
    app,
    endpoints.uploadPlan,
    { config: needs('edit_properties'), tags, form: planForm },
    async (request) => {
      const user = currentUser(request);
      const { files } = await readForm(request, planForm);
      const plan = files.find((f) => f.field === 'plan');
      await attachPlan(deps, user, request.params.id, plan, auditContext(request));
      return service.getProperty(deps, user, request.params.id, request.locale);
    },
  );

  serve(app, endpoints.changeStatus, { config: needs('edit_properties'), tags }, async (request) => {
    const user = currentUser(request);
    await changeStatusByHand(deps, user, request.params.id, request.body, auditContext(request));
    return service.getProperty(deps, user, request.params.id, request.locale);
  });

  serve(app, endpoints.split, { config: needs('edit_properties'), tags }, async (request) => {
    const user = currentUser(request);
    const id = request.params.property_id;
    const partIds = await splitProperty(deps, user, id, request.body, auditContext(request));
    const [original, ...parts] = await Promise.all(
      [id, ...partIds].map((p) => service.getProperty(deps, user, p, request.locale)),
    );
    return { original: original!, parts };
  });

  serve(
    app,
    endpoints.previewBulk,
    { config: { ...needs('create_properties'), ...limited('imports') }, tags },
    (request) => previewBulk(deps, currentUser(request), request.body),
  );

  serve(
    app,
    endpoints.createBulk,
    { config: { ...needs('create_properties'), ...limited('imports') }, tags },
    async (request) => {
      const ids = await saveBulk(deps, currentUser(request), request.body, auditContext(request));
      return { created: ids.length, ids };
    },
  );

  serve(app, endpoints.chessboard, { config: needs('view_properties'), tags }, (request) =>
    chessboard(deps.db, currentUser(request), request.params.id, request.query.block),
  );
};
