import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { barterList, barterListQuery, barterRow, saveBarterBody } from '@shared/barter/contracts';
import { idParams, okBody } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { registerFileRoutes } from '../documents/owner-files.routes';
import * as service from './barter.service';

export const barterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['barter'];
  const canRead = needs('view_barters');

  app.get(
    '/barter',
    { config: canRead, schema: { tags, querystring: barterListQuery, response: { 200: barterList } } },
    (request) => service.listDeals(deps.db, currentUser(request), request.query, request.url, request.locale),
  );

  app.post(
    '/barter',
    { config: needs('create_barters'), schema: { tags, body: saveBarterBody, response: { 200: barterRow } } },
    async (request) => {
      const user = currentUser(request);
      const id = await service.createDeal(deps, user, request.body, auditContext(request), request.locale);
      return service.getDeal(deps.db, user, id, request.locale);
    },
  );

  app.get(
    '/barter/:id',
    { config: canRead, schema: { tags, params: idParams, response: { 200: barterRow } } },
    (request) => service.getDeal(deps.db, currentUser(request), request.params.id, request.locale),
  );

  app.put(
    '/barter/:id',
    {
      config: needs('edit_barters'),
      schema: { tags, params: idParams, body: saveBarterBody, response: { 200: barterRow } },
    },
    async (request) => {
      const user = currentUser(request);
      await service.updateDeal(
        deps,
        user,
        request.params.id,
        request.body,
        auditContext(request),
        request.locale,
      );
      return service.getDeal(deps.db, user, request.params.id, request.locale);
    },
  );

  app.post(
    '/barter/:id/cancel',
    { config: needs('edit_barters'), schema: { tags, params: idParams, response: { 200: barterRow } } },
    async (request) => {
      const user = currentUser(request);
      await service.cancelDeal(deps, user, request.params.id, auditContext(request));
      return service.getDeal(deps.db, user, request.params.id, request.locale);
    },
  );

  app.delete(
    '/barter/:id',
    { config: needs('delete_barters'), schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await service.deleteDeal(deps, currentUser(request), request.params.id, auditContext(request));
      return { success: true, message: translate('records.deleted', request.locale) };
    },
  );

  // Files of the barter: the documents module stores them; the barter decides who may see and change them.
  registerFileRoutes(app, {
    path: 'barter',
    ownerType: 'barter',
    tags,
    read: ['view_barters'],
    write: ['edit_barters'],
    exists: (request, id) => {
      const user = currentUser(request);
      return (db) => service.dealVisible(db, user, id);
    },
  });
};
