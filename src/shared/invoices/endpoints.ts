import { endpoint } from '../api/endpoint';
import { idParams } from '../errors';
import { invoice, invoiceList, invoiceListQuery, invoicePdfQuery, issueInvoiceBody } from './contracts';

export const invoiceEndpoints = {
  list: endpoint({ method: 'GET', path: '/invoices', query: invoiceListQuery, answer: invoiceList }),
  get: endpoint({ method: 'GET', path: '/invoices/:id', params: idParams, answer: invoice }),
  /** The invoice as a PDF, in the asked language (the request's by default). */
  pdf: endpoint({
    method: 'GET',
    path: '/invoices/:id/pdf',
    params: idParams,
    query: invoicePdfQuery,
    answer: 'file',
  }),
  issue: endpoint({ method: 'POST', path: '/invoices', body: issueInvoiceBody, answer: invoice }),
};
