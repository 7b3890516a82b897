import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, okBody } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import {
  bulkPreviewAnswer,
  bulkSaveAnswer,
  bulkTemplate,
  changeStatusBody,
  chessboardAnswer,
  chessboardQuery,
  createPropertyBody,
  propertyDetail,
  propertyList,
  propertyListQuery,
  splitAnswer,
  splitBody,
  updatePropertyBody,
} from '@shared/properties/contracts';
import { limited } from '../../platform/route-limits';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
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

  app.get(
    '/properties',
    {
      config: needs('view_properties', 'view_bookings', 'view_barters'),
      schema: { tags, querystring: propertyListQuery, response: { 200: propertyList } },
    },
    (request) =>
      service.listProperties(deps.db, currentUser(request), request.query, request.url, request.locale),
  );

  app.get(
    '/properties/:id',
    {
      config: needs('view_properties', 'view_bookings', 'view_barters'),
      schema: { tags, params: idParams, response: { 200: propertyDetail } },
    },
    (request) => service.getProperty(deps, currentUser(request), request.params.id, request.locale),
  );

  app.post(
    '/properties',
    {
      config: needs('create_properties'),
      schema: { tags, body: createPropertyBody, response: { 200: propertyDetail } },
    },
    async (request) => {
      const user = currentUser(request);
      const id = await service.createProperty(deps, user, request.body, auditContext(request));
      return service.getProperty(deps, user, id, request.locale);
    },
  );

  app.put(
    '/properties/:id',
    {
      config: needs('edit_properties'),
      schema: { tags, params: idParams, body: updatePropertyBody, response: { 200: propertyDetail } },
    },
    async (request) => {
      const user = currentUser(request);
      await service.updateProperty(deps, user, request.params.id, request.body, auditContext(request));
      return service.getProperty(deps, user, request.params.id, request.locale);
    },
  );

  app.delete(
    '/properties/:id',
    { config: needs('delete_properties'), schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await service.deleteProperty(deps, currentUser(request), request.params.id, auditContext(request));
      return { success: true, message: translate('records.deleted', request.locale) };
    },
  );

  app.post(
    '/properties/:id/plan',
    {
      config: needs('edit_properties'),
      schema: { tags, params: idParams, ...planForm.schema, response: { 200: propertyDetail } },
    },
    async (request) => {
      const user = currentUser(request);
      const { files } = await readForm(request, planForm);
      const plan = files.find((f) => f.field === 'plan');
      await attachPlan(deps, user, request.params.id, plan, auditContext(request));
      return service.getProperty(deps, user, request.params.id, request.locale);
    },
  );

  app.post(
    '/properties/:id/status',
    {
      config: needs('edit_properties'),
      schema: { tags, params: idParams, body: changeStatusBody, response: { 200: propertyDetail } },
    },
    async (request) => {
      const user = currentUser(request);
      await changeStatusByHand(deps, user, request.params.id, request.body, auditContext(request));
      return service.getProperty(deps, user, request.params.id, request.locale);
    },
  );

  app.post(
    '/properties/split/:property_id',
    {
      config: needs('edit_properties'),
      schema: {
        tags,
        params: z.object({ property_id: idParams.shape.id }),
        body: splitBody,
        response: { 200: splitAnswer },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const id = request.params.property_id;
      const partIds = await splitProperty(deps, user, id, request.body, auditContext(request));
      const [original, ...parts] = await Promise.all(
        [id, ...partIds].map((p) => service.getProperty(deps, user, p, request.locale)),
      );
      return { original: original!, parts };
    },
  );

  app.post(
    '/properties/bulk/preview',
    {
      config: { ...needs('create_properties'), ...limited('imports') },
      schema: { tags, body: bulkTemplate, response: { 200: bulkPreviewAnswer } },
    },
    (request) => previewBulk(deps, currentUser(request), request.body),
  );

  app.post(
    '/properties/bulk',
    {
      config: { ...needs('create_properties'), ...limited('imports') },
      schema: { tags, body: bulkTemplate, response: { 200: bulkSaveAnswer } },
    },
    async (request) => {
      const ids = await saveBulk(deps, currentUser(request), request.body, auditContext(request));
      return { created: ids.length, ids };
    },
  );

  app.get(
    '/buildings/:id/chessboard',
    {
      config: needs('view_properties'),
      schema: { tags, params: idParams, querystring: chessboardQuery, response: { 200: chessboardAnswer } },
    },
    (request) => chessboard(deps.db, currentUser(request), request.params.id, request.query.block),
  );
};
