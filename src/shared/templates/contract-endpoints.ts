import { endpoint } from '../api/endpoint';
import { idParams } from '../errors';
import {
  contractPreview,
  contractPreviewBody,
  generateContractBody,
  saleContractTemplates,
} from './contracts';

/** A sale's contract made from the Word templates: the fitting templates, a preview and the file. */
export const contractEndpoints = {
  templates: endpoint({
    method: 'GET',
    path: '/sales/:id/contract-templates',
    params: idParams,
    answer: saleContractTemplates,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/sales/:id/contract/preview',
    params: idParams,
    body: contractPreviewBody,
    answer: contractPreview,
  }),
  /** The contract as .docx or PDF, kept among the sale's files when asked. */
  generate: endpoint({
    method: 'POST',
    path: '/sales/:id/contract',
    params: idParams,
    body: generateContractBody,
    answer: 'file',
  }),
};
