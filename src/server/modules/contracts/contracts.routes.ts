import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractEndpoints as endpoints } from '@shared/templates/contract-endpoints';
import { needs, needsForReading } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { limited } from '../../platform/route-limits';
import { serve } from '../../platform/serve';
import { attachmentHeader } from '../word-templates/word-templates.service';
import * as service from './contracts.service';

/**
 * Contracts of a sale made from the Word templates: the fitting templates, a preview and the file.
 * Whoever may see the sale may make its contract; keeping it among the sale's files needs edit_sales.
 */
export const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['contracts'];
  const reading = needsForReading('view_sales', 'view_only_own_sales');

  serve(app, endpoints.templates, { config: needs('view_sales', 'view_only_own_sales'), tags }, (request) =>
    service.contractTemplates(deps, currentUser(request), request.params.id),
  );

  serve(app, endpoints.preview, { config: { ...reading, ...limited('documents') }, tags }, (request) =>
    service.previewContract(deps, currentUser(request), request.params.id, request.body.template_id),
  );

  serve(
    app,
    endpoints.generate,
    { config: { ...reading, ...limited('documents') }, tags },
    async (request, reply) => {
      const file = await service.generateContract(
        deps,
        currentUser(request),
        request.params.id,
        request.body,
        auditContext(request),
      );
      return reply
        .header('Content-Type', file.mimeType)
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', attachmentHeader(file.fileName))
        .send(file.data);
    },
  );
};
