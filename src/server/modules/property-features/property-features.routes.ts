import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '@shared/i18n/messages';
import { propertyFeatureEndpoints as endpoints } from '@shared/property-features/endpoints';
import { needs } from '../../platform/access';
import { auditContext } from '../../platform/auth-hook';
import { serve } from '../../platform/serve';
import * as service from './property-features.service';

export const propertyFeaturesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['property-features'];
  const reading = { config: needs('view_property_features'), tags };
  const writing = { config: needs('edit_property_features'), tags };

  serve(app, endpoints.list, reading, (request) => service.listFeatures(deps, request.query.group_id));
  serve(app, endpoints.create, writing, (request) =>
    service.createFeature(deps, request.body, auditContext(request)),
  );
  serve(app, endpoints.update, writing, (request) =>
    service.updateFeature(deps, request.params.id, request.body, auditContext(request)),
  );
  serve(app, endpoints.remove, writing, async (request) => {
    await service.deleteFeature(deps, request.params.id, auditContext(request));
    return { success: true, message: translate('records.deleted', request.locale) };
  });

  serve(app, endpoints.listGroups, reading, () => service.listGroups(deps));
  serve(app, endpoints.createGroup, writing, (request) =>
    service.createGroup(deps, request.body, auditContext(request)),
  );
  serve(app, endpoints.updateGroup, writing, (request) =>
    service.updateGroup(deps, request.params.id, request.body, auditContext(request)),
  );
  serve(app, endpoints.removeGroup, writing, async (request) => {
    await service.deleteGroup(deps, request.params.id, auditContext(request));
    return { success: true, message: translate('records.deleted', request.locale) };
  });
};
