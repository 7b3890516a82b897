import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveBuildingBody } from '@shared/buildings/contracts';
import { buildingEndpoints as endpoints } from '@shared/buildings/endpoints';
import { translate } from '@shared/i18n/messages';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { form, readForm } from '../../platform/multipart';
import { serve } from '../../platform/serve';
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
  serve(app, endpoints.list, { config: canRead, tags }, (request) =>
    service.listBuildings(deps, currentUser(request), request.query.search),
  );

  serve(app, endpoints.get, { config: canRead, tags }, (request) =>
    service.getBuilding(deps, currentUser(request), request.params.id),
  );

  serve(
    app,
    endpoints.create,
    { config: needs('create_buildings'), tags, form: buildingForm },
    async (request) => {
      const { fields, files } = await readForm(request, buildingForm);
      return service.createBuilding(
        deps,
        currentUser(request),
        fields,
        files.find((f) => f.field === 'facsimile'),
        auditContext(request),
      );
    },
  );

  // The web app sends multipart as POST with _method=PUT (browsers cannot send multipart PUT forms).
  for (const entry of [endpoints.update, endpoints.updateByPost]) {
    serve(app, entry, { config: needs('edit_buildings'), tags, form: buildingForm }, async (request) => {
      const { fields, files } = await readForm(request, buildingForm);
      return service.updateBuilding(
        deps,
        currentUser(request),
        request.params.id,
        fields,
        files.find((f) => f.field === 'facsimile'),
        auditContext(request),
      );
    });
  }

  serve(app, endpoints.remove, { config: needs('delete_buildings'), tags }, async (request) => {
    await service.deleteBuilding(deps, currentUser(request), request.params.id, auditContext(request));
    return { success: true, message: translate('records.deleted', request.locale) };
  });
};
