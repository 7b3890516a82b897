import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, okBody, validationErrorBody } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import {
  DOC_TEMPLATE_TYPES,
  docTemplateBody,
  docTemplateQuery,
  docTemplateRow,
  editorImageResult,
  renderedDocTemplate,
} from '@shared/templates/contracts';
import { needs, publicRoute, signedIn } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { ValidationFailed } from '../../platform/errors';
import { form, readForm } from '../../platform/multipart';
import * as service from './doc-templates.service';

/** An image pasted into the editor. */
const imageForm = form(z.object({}), 'file');

const typeOption = z.object({ value: z.enum(DOC_TEMPLATE_TYPES), title: z.string() });
const templateAnswer = docTemplateRow
  .partial()
  .extend({ id: z.number(), rendered: renderedDocTemplate.optional() });

export const docTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['doc-templates'];
  // The sale page lists the letters it can print, so sales staff read the templates too.
  const canRead = needs('view_doc_templates', 'view_sales', 'view_only_own_sales');
  const canEdit = needs('edit_doc_templates');

  app.get(
    '/doc-templates',
    {
      config: canRead,
      schema: {
        tags,
        querystring: z.object({
          type: z.enum(DOC_TEMPLATE_TYPES, { error: 'validation.invalid_value' }).optional(),
        }),
        response: { 200: z.array(docTemplateRow) },
      },
    },
    (request) => service.listTemplates(deps.db, request.query.type),
  );

  app.get(
    '/doc-templates/types',
    { config: signedIn(), schema: { tags, response: { 200: z.array(typeOption) } } },
    (request) => service.types(request.locale),
  );

  app.get(
    '/doc-templates/:id',
    {
      config: canRead,
      schema: { tags, params: idParams, querystring: docTemplateQuery, response: { 200: templateAnswer } },
    },
    async (request) => {
      const template = await service.getTemplate(deps.db, request.params.id);
      const answer = service.pickFields(template, request.query.fields);
      const saleId = request.query.sale_id;
      if (saleId === undefined) return { ...answer, id: template.id };
      const rendered = await service.renderForSale(deps, currentUser(request), template, saleId);
      return { ...answer, id: template.id, rendered };
    },
  );

  app.post(
    '/doc-templates',
    {
      config: canEdit,
      schema: {
        tags,
        body: docTemplateBody,
        response: { 200: z.object({ success: z.literal(true), id: z.number() }) },
      },
    },
    async (request) => ({
      success: true as const,
      id: await service.saveTemplate(deps, request.body, auditContext(request)),
    }),
  );

  app.delete(
    '/doc-templates/:id',
    { config: canEdit, schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await service.deleteTemplate(deps, request.params.id, auditContext(request));
      return { success: true, message: translate('records.deleted', request.locale) };
    },
  );

  // The editor reads `{url}` or `{error: {message}}`; a refused file answers 422 with both that and the
  // product's `message`, so the editor and the API client each find what they look for.
  app.post(
    '/doc-templates/images',
    {
      config: canEdit,
      schema: {
        tags,
        ...imageForm.schema,
        response: {
          200: editorImageResult,
          // The editor reads `error.message`; `errors` keeps the platform's shape for every other client.
          422: validationErrorBody.extend({ error: z.object({ message: z.string() }).optional() }),
        },
      },
    },
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
  app.get(
    '/doc-templates/images/:fileId',
    { config: publicRoute, schema: { tags, params: z.object({ fileId: z.uuid() }) } },
    async (request, reply) => {
      const file = await service.readImage(deps, request.params.fileId);
      return reply
        .header('Content-Type', file.mimeType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.data);
    },
  );
};
