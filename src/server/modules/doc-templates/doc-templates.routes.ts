import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@shared/i18n/messages';
import { editorImageRefusal } from '@shared/templates/contracts';
import { docTemplateEndpoints as endpoints } from '@shared/templates/doc-template-endpoints';
import { needs, publicRoute, signedIn } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { ValidationFailed } from '../../platform/errors';
import { form, readForm } from '../../platform/multipart';
import { serve } from '../../platform/serve';
import * as service from './doc-templates.service';

/** An image pasted into the editor. */
const imageForm = form(z.object({}), 'file');

export const docTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['doc-templates'];
  // The sale page lists the letters it can print, so sales staff read the templates too.
  const canRead = needs('view_doc_templates', 'view_sales', 'view_only_own_sales');
  const canEdit = needs('edit_doc_templates');

  serve(app, endpoints.list, { config: canRead, tags }, (request) =>
    service.listTemplates(deps.db, request.query.type),
  );

  serve(app, endpoints.types, { config: signedIn(), tags }, (request) => service.types(request.locale));

  serve(app, endpoints.get, { config: canRead, tags }, async (request) => {
    const template = await service.getTemplate(deps.db, request.params.id);
    const answer = service.pickFields(template, request.query.fields);
    const saleId = request.query.sale_id;
    if (saleId === undefined) return { ...answer, id: template.id };
    const rendered = await service.renderForSale(deps, currentUser(request), template, saleId);
    return { ...answer, id: template.id, rendered };
  });

  serve(app, endpoints.save, { config: canEdit, tags }, async (request) => ({
    success: true as const,
    id: await service.saveTemplate(deps, request.body, auditContext(request)),
  }));

  serve(app, endpoints.remove, { config: canEdit, tags }, async (request) => {
    await service.deleteTemplate(deps, request.params.id, auditContext(request));
    return { success: true, message: translate('records.deleted', request.locale) };
  });

  // The editor reads `{url}` or `{error: {message}}`; a refused file answers 422 with both that and the
  // product's `message`, so the editor and the API client each find what they look for.
  serve(
    app,
    endpoints.uploadImage,
    { config: canEdit, tags, form: imageForm, otherAnswers: { 422: editorImageRefusal } },
    async (request, reply) => {
      try {
        const { files } = await readForm(request, imageForm);
        const url = await service.saveImage(
          deps,
          files.find((f) => f.field === 'file'),
          auditContext(request),
        );
        return { url };
      } catch (error) {
        const tooLarge = (error as { statusCode?: number }).statusCode === 413;
        if (!(error instanceof ValidationFailed) && !tooLarge) throw error;
        const message = tooLarge
          ? translate('validation.file_too_large', request.locale)
          : service.imageErrorMessage(error as ValidationFailed, request.locale);
        return reply.status(422).send({ message, errors: { file: [message] }, error: { message } });
      }
    },
  );

  // Public on purpose: an <img> in the editor, a printed letter or an e-mail cannot send the token. The
  // random file id is the credential, and only files uploaded as editor images are served here.
  serve(app, endpoints.image, { config: publicRoute, tags }, async (request, reply) => {
    const file = await service.readImage(deps, request.params.fileId);
    return reply
      .header('Content-Type', file.mimeType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.data);
  });
};
