import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankEndpoints as endpoints } from '@shared/banks/endpoints';
import { translate } from '@shared/i18n/messages';
import { needs, signedIn } from '../../platform/access';
import { auditContext } from '../../platform/auth-hook';
import { serve } from '../../platform/serve';
import * as service from './banks.service';

export const banksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['banks'];
  serve(app, endpoints.list, { config: signedIn(), tags }, () => service.listBanks(deps));
  serve(app, endpoints.save, { config: needs('manage_banks'), tags }, (request) =>
    service.saveBank(deps, request.body, auditContext(request)),
  );
  serve(app, endpoints.remove, { config: needs('manage_banks'), tags }, async (request) => {
    await service.deleteBank(deps, request.params.id, auditContext(request));
    return { success: true, message: translate('records.deleted', request.locale) };
  });
};
