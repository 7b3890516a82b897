import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { barterEndpoints as endpoints } from '@shared/barter/endpoints';
import { translate } from '@shared/i18n/messages';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { serve } from '../../platform/serve';
import { registerFileRoutes } from '../documents/owner-files.routes';
import * as service from './barter.service';

export const barterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['barter'];
  const canRead = needs('view_barters');

  serve(app, endpoints.list, { config: canRead, tags }, (request) =>
    service.listDeals(deps.db, currentUser(request), request.query, request.url, request.locale),
  );

  serve(app, endpoints.create, { config: needs('create_barters'), tags }, async (request) => {
    const user = currentUser(request);
    const id = await service.createDeal(deps, user, request.body, auditContext(request), request.locale);
    return service.getDeal(deps.db, user, id, request.locale);
  });

  serve(app, endpoints.get, { config: canRead, tags }, (request) =>
    service.getDeal(deps.db, currentUser(request), request.params.id, request.locale),
  );

  serve(app, endpoints.update, { config: needs('edit_barters'), tags }, async (request) => {
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
  });

  serve(app, endpoints.cancel, { config: needs('edit_barters'), tags }, async (request) => {
    const user = currentUser(request);
    await service.cancelDeal(deps, user, request.params.id, auditContext(request));
    return service.getDeal(deps.db, user, request.params.id, request.locale);
  });

  serve(app, endpoints.remove, { config: needs('delete_barters'), tags }, async (request) => {
    await service.deleteDeal(deps, currentUser(request), request.params.id, auditContext(request));
    return { success: true, message: translate('records.deleted', request.locale) };
  });

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
