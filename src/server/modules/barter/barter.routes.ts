import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addFileBody,
  documentRow,
  documentRows,
  ownerFileParams,
  ownerParams,
  updateFileBody,
} from '@shared/documents/contracts';
import { barterList, barterListQuery, barterRow, saveBarterBody } from '@shared/barter/contracts';
import { idParams, okBody } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import type { Db } from '../../db/client';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { paginate } from '../../platform/pagination';
import * as documents from '../documents/documents.service';
import * as repo from './barter.repository';
import * as service from './barter.service';

export const barterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['barter'];
  const canRead = needs('view_barters');

  app.get(
    '/barter',
    { config: canRead, schema: { tags, querystring: barterListQuery, response: { 200: barterList } } },
    (request) => {
      const { page, perpage, ...filters } = request.query;
      const user = currentUser(request);
      return paginate(
        request,
        { page, perpage },
        () => repo.countDeals(deps.db, user, filters),
        async (window) => service.present(deps.db, await repo.listDeals(deps.db, user, filters, window)),
      );
    },
  );

  app.post(
    '/barter',
    { config: needs('create_barters'), schema: { tags, body: saveBarterBody, response: { 200: barterRow } } },
    async (request) => {
      const user = currentUser(request);
      const id = await service.createDeal(deps, user, request.body, auditContext(request), request.locale);
      return service.getDeal(deps.db, user, id);
    },
  );

  app.get(
    '/barter/:id',
    { config: canRead, schema: { tags, params: idParams, response: { 200: barterRow } } },
    (request) => service.getDeal(deps.db, currentUser(request), request.params.id),
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
      return service.getDeal(deps.db, user, request.params.id);
    },
  );

  app.post(
    '/barter/:id/cancel',
    { config: needs('edit_barters'), schema: { tags, params: idParams, response: { 200: barterRow } } },
    async (request) => {
      const user = currentUser(request);
      await service.cancelDeal(deps, user, request.params.id, auditContext(request));
      return service.getDeal(deps.db, user, request.params.id);
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

  // Files of the barter: the documents service stores them; the barter decides who may see and change them.
  const fileTags = { tags, consumes: ['multipart/form-data', 'application/json'] };
  const owner = (id: number) => ({ type: 'barter' as const, id });
  const exists = (request: FastifyRequest, id: number) => {
    const user = currentUser(request);
    return async (db: Db) => !!(await repo.findDeal(db, user, id));
  };

  app.get(
    '/barter/:id/files',
    { config: needs('view_barters'), schema: { tags, params: idParams, response: { 200: documentRows } } },
    (request) => documents.listOwnerFiles(deps, owner(request.params.id), exists(request, request.params.id)),
  );

  app.post(
    '/barter/:ownerId/addFile',
    {
      config: needs('edit_barters'),
      schema: { ...fileTags, params: ownerParams, response: { 200: documentRow } },
    },
    async (request) => {
      const id = request.params.ownerId;
      const { fields, files } = await documents.readFileForm(request, addFileBody);
      return documents.addOwnerFile(
        deps,
        owner(id),
        exists(request, id),
        fields,
        files.find((f) => f.field === 'file'),
        auditContext(request),
      );
    },
  );

  // The web app sends multipart as POST with _method=PUT (browsers cannot send multipart PUT forms).
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/barter/:ownerId/updateFile',
      config: needs('edit_barters'),
      schema: { ...fileTags, params: ownerParams, response: { 200: documentRow } },
      handler: async (request) => {
        const id = request.params.ownerId;
        const { fields, files } = await documents.readFileForm(request, updateFileBody);
        return documents.updateOwnerFile(
          deps,
          owner(id),
          exists(request, id),
          fields,
          files.find((f) => f.field === 'file'),
          auditContext(request),
        );
      },
    });
  }

  app.delete(
    '/barter/:ownerId/deleteFile/:documentId',
    { config: needs('edit_barters'), schema: { tags, params: ownerFileParams, response: { 200: okBody } } },
    async (request) => {
      const id = request.params.ownerId;
      await documents.deleteOwnerFile(
        deps,
        owner(id),
        exists(request, id),
        request.params.documentId,
        auditContext(request),
      );
      return { success: true, message: translate('records.deleted', request.locale) };
    },
  );
};
