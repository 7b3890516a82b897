import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import {
  priceListDetail,
  priceListList,
  priceListQuery,
  pricePreviewAnswer,
  templateQuery,
} from './contracts';

/*
 * Price lists. Saving is a form (savePriceListBody's fields and an optional `file`, the filled-in
 * template), sent as multipart or JSON.
 */
export const priceEndpoints = {
  list: endpoint({ method: 'GET', path: '/prices', query: priceListQuery, answer: priceListList }),
  /** The complex's units still on offer as a spreadsheet, to fill in new prices and upload back. */
  template: endpoint({ method: 'GET', path: '/prices/template', query: templateQuery, answer: 'file' }),
  /** What saving the form would make; nothing is written. */
  preview: endpoint({ method: 'POST', path: '/prices/preview', body: 'form', answer: pricePreviewAnswer }),
  create: endpoint({ method: 'POST', path: '/prices', body: 'form', answer: priceListDetail }),
  get: endpoint({ method: 'GET', path: '/prices/:id', params: idParams, answer: priceListDetail }),
  update: endpoint({
    method: 'PUT',
    path: '/prices/:id',
    params: idParams,
    body: 'form',
    answer: priceListDetail,
  }),
  /** The same update as a multipart POST with _method=PUT: the web app's (browsers send no multipart PUT). */
  updateByPost: endpoint({
    method: 'POST',
    path: '/prices/:id',
    params: idParams,
    body: 'form',
    answer: priceListDetail,
  }),
  /** Sets the list's prices on its units. */
  apply: endpoint({ method: 'POST', path: '/prices/:id/apply', params: idParams, answer: priceListDetail }),
  remove: endpoint({ method: 'DELETE', path: '/prices/:id', params: idParams, answer: okBody }),
};
