import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { building, buildingListQuery, saveBuildingBody } from '@shared/buildings/contracts';
import { idParams, okBody } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { form, readForm } from '../../platform/multipart';
import * as service from './buildings.service';

export const buildingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['buildings'];
  // Whoever works with units needs the complexes as a picker; the list is still limited to their buildings.
  const canRead = needs(
    'view_buildings',
    'view_properties',
    'view_bookings',
    'view_barters',
    'view_sales',
    'view_only_own_sales',
  );
  const buildingForm = form(saveBuildingBody, 'facsimile');
  const multipartSchema = { tags, ...buildingForm.schema, response: { 200: building } };

  app.get(
    '/buildings',
    {
      config: canRead,
      schema: { tags, querystring: buildingListQuery, response: { 200: z.array(building) } },
    },
    (request) => service.listBuildings(deps, currentUser(request), request.query.search),
  );

  app.get(
    '/buildings/:id',
    { config: canRead, schema: { tags, params: idParams, response: { 200: building } } },
    (request) => service.getBuilding(deps, currentUser(request), request.params.id),
  );

  app.post('/buildings', { config: needs('create_buildings'), schema: multipartSchema }, async (request) => {
    const { fields, files } = await readForm(request, buildingForm);
    return service.createBuilding(
      deps,
      currentUser(request),
      fields,
      files.find((f) => f.field === 'facsimile'),
      auditContext(request),
    );
  });

  // The web app sends multipart as POST with _method=PUT (browsers cannot send multipart PUT forms).
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/buildings/:id',
      config: needs('edit_buildings'),
      schema: { ...multipartSchema, params: idParams },
      handler: async (request) => {
        const { fields, files } = await readForm(request, buildingForm);
        return service.updateBuilding(
          deps,
          currentUser(request),
          request.params.id,
          fields,
          files.find((f) => f.field === 'facsimile'),
          auditContext(request),
        );
      },
    });
  }

  app.delete(
    '/buildings/:id',
    { config: needs('delete_buildings'), schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await service.deleteBuilding(deps, currentUser(request), request.params.id, auditContext(request));
      return { success: true, message: translate('records.deleted', request.locale) };
    },
  );
};
