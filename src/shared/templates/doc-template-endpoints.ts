import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import {
  DOC_TEMPLATE_TYPES,
  docTemplateBody,
  docTemplateQuery,
  docTemplateRow,
  editorImageResult,
  renderedDocTemplate,
} from './contracts';

const listQuery = z.object({
  type: z.enum(DOC_TEMPLATE_TYPES, { error: 'validation.invalid_value' }).optional(),
});
const typeOption = z.object({ value: z.enum(DOC_TEMPLATE_TYPES), title: z.string() });
/** The columns `fields` picks, the id always, and `rendered` when a sale is named. */
const templateAnswer = docTemplateRow
  .partial()
  .extend({ id: z.number(), rendered: renderedDocTemplate.optional() });

export const docTemplateEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/doc-templates',
    query: listQuery,
    answer: z.array(docTemplateRow),
  }),
  types: endpoint({ method: 'GET', path: '/doc-templates/types', answer: z.array(typeOption) }),
  get: endpoint({
    method: 'GET',
    path: '/doc-templates/:id',
    params: idParams,
    query: docTemplateQuery,
    answer: templateAnswer,
  }),
  /** Creates, or updates the template with `id`. */
  save: endpoint({
    method: 'POST',
    path: '/doc-templates',
    body: docTemplateBody,
    answer: z.object({ success: z.literal(true), id: z.number() }),
  }),
  remove: endpoint({ method: 'DELETE', path: '/doc-templates/:id', params: idParams, answer: okBody }),
  /** An image pasted into the editor (multipart, `file`). */
  uploadImage: endpoint({
    method: 'POST',
    path: '/doc-templates/images',
    body: 'form',
    answer: editorImageResult,
  }),
  /** An editor image itself; public, the random file id being the credential. */
  image: endpoint({
    method: 'GET',
    path: '/doc-templates/images/:fileId',
    params: z.object({ fileId: z.uuid() }),
    answer: 'file',
  }),
};
