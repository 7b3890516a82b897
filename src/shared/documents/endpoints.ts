import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { documentList, documentListQuery, documentTypeItem } from './contracts';

export const documentEndpoints = {
  /** The document types every upload form offers. */
  types: endpoint({ method: 'GET', path: '/documents/types', answer: z.array(documentTypeItem) }),
  /** Every file attached to agents, barter deals and sales. */
  list: endpoint({ method: 'GET', path: '/documents', query: documentListQuery, answer: documentList }),
};
