import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, okBody } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import {
  propertyFeature,
  propertyFeatureGroup,
  propertyFeatureListQuery,
  savePropertyFeatureBody,
  savePropertyFeatureGroupBody,
} from '@shared/property-features/contracts';
import { needs } from '../../platform/access';
import { auditContext } from '../../platform/auth-hook';
import * as service from './property-features.service';

export const propertyFeaturesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['property-features'];
  const reading = needs('view_property_features');
  const writing = needs('edit_property_features');

  app.get(
    '/property-features',
    {
      config: reading,
      schema: { tags, querystring: propertyFeatureListQuery, response: { 200: z.array(propertyFeature) } },
    },
    (request) => service.listFeatures(deps, request.query.group_id),
  );
  app.post(
    '/property-features',
    { config: writing, schema: { tags, body: savePropertyFeatureBody, response: { 200: propertyFeature } } },
    (request) => service.createFeature(deps, request.body, auditContext(request)),
  );
  app.put(
    '/property-features/:id',
    {
      config: writing,
      schema: { tags, params: idParams, body: savePropertyFeatureBody, response: { 200: propertyFeature } },
    },
    (request) => service.updateFeature(deps, request.params.id, request.body, auditContext(request)),
  );
  app.delete(
    '/property-features/:id',
    { config: writing, schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await service.deleteFeature(deps, request.params.id, auditContext(request));
      return { success: true, message: translate('records.deleted', request.locale) };
    },
  );

  app.get(
    '/property-feature-groups',
    { config: reading, schema: { tags, response: { 200: z.array(propertyFeatureGroup) } } },
    () => service.listGroups(deps),
  );
  app.post(
    '/property-feature-groups',
    {
      config: writing,
      schema: { tags, body: savePropertyFeatureGroupBody, response: { 200: propertyFeatureGroup } },
    },
    (request) => service.createGroup(deps, request.body, auditContext(request)),
  );
  app.put(
    '/property-feature-groups/:id',
    {
      config: writing,
      schema: {
        tags,
        params: idParams,
        body: savePropertyFeatureGroupBody,
        response: { 200: propertyFeatureGroup },
      },
    },
    (request) => service.updateGroup(deps, request.params.id, request.body, auditContext(request)),
  );
  app.delete(
    '/property-feature-groups/:id',
    { config: writing, schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await service.deleteGroup(deps, request.params.id, auditContext(request));
      return { success: true, message: translate('records.deleted', request.locale) };
    },
  );
};
