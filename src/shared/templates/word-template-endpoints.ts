import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import { templateSaveResult, wordTemplateQuery, wordTemplateRow } from './contracts';

/** The Word contract templates: list, download, upload, replace, delete. */
export const wordTemplateEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/word-templates',
    query: wordTemplateQuery,
    answer: z.array(wordTemplateRow),
  }),
  /** The .docx itself. */
  file: endpoint({ method: 'GET', path: '/word-templates/:id/file', params: idParams, answer: 'file' }),
  /** Multipart: the fields of `wordTemplateForm` and the `file`. */
  create: endpoint({ method: 'POST', path: '/word-templates', body: 'form', answer: templateSaveResult }),
  /** Multipart like create; without a `file` the .docx stays. */
  update: endpoint({
    method: 'PUT',
    path: '/word-templates/:id',
    params: idParams,
    body: 'form',
    answer: templateSaveResult,
  }),
  remove: endpoint({ method: 'DELETE', path: '/word-templates/:id', params: idParams, answer: okBody }),
};
