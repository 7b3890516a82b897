import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankAccountEndpoints as endpoints } from '@shared/bank-accounts/endpoints';
import { translate } from '@shared/i18n/messages';
import { needs, signedIn } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { serve } from '../../platform/serve';
import * as service from './bank-accounts.service';

export const bankAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['bank-accounts'];

  serve(app, endpoints.list, { config: signedIn(), tags }, (request) =>
    service.listAccounts(deps, currentUser(request), request.query.building_id),
  );

  serve(app, endpoints.save, { config: needs('manage_banks'), tags }, (request) =>
    service.saveAccount(deps, currentUser(request), request.body, auditContext(request)),
  );

  serve(app, endpoints.update, { config: needs('manage_banks'), tags }, (request) =>
    service.saveAccount(
      deps,
      currentUser(request),
      { ...request.body, id: request.params.id },
      auditContext(request),
    ),
  );

  serve(app, endpoints.remove, { config: needs('manage_banks'), tags }, async (request) => {
    await service.deleteAccount(deps, currentUser(request), request.params.id, auditContext(request));
    return { success: true, message: translate('records.deleted', request.locale) };
  });
};
