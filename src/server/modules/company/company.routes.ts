import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyEndpoints as endpoints } from '@shared/company/endpoints';
import { needs } from '../../platform/access';
import { auditContext } from '../../platform/auth-hook';
import { serve } from '../../platform/serve';
import * as service from './company.service';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['company'];
  serve(app, endpoints.get, { config: needs('view_general_company'), tags }, () => service.getCompany(deps));
  serve(app, endpoints.save, { config: needs('edit_general_company'), tags }, (request) =>
    service.saveCompany(deps, request.body, auditContext(request)),
  );
};
