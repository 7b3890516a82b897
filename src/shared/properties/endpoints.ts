import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import {
  bulkPreviewAnswer,
  bulkSaveAnswer,
  bulkTemplate,
  changeStatusBody,
  chessboardAnswer,
  chessboardQuery,
  createPropertyBody,
  propertyDetail,
  propertyList,
  propertyListQuery,
  splitAnswer,
  splitBody,
  updatePropertyBody,
} from './contracts';

export const propertyEndpoints = {
  list: endpoint({ method: 'GET', path: '/properties', query: propertyListQuery, answer: propertyList }),
  get: endpoint({ method: 'GET', path: '/properties/:id', params: idParams, answer: propertyDetail }),
  create: endpoint({ method: 'POST', path: '/properties', body: createPropertyBody, answer: propertyDetail }),
  update: endpoint({
    method: 'PUT',
    path: '/properties/:id',
    params: idParams,
    body: updatePropertyBody,
    answer: propertyDetail,
  }),
  remove: endpoint({ method: 'DELETE', path: '/properties/:id', params: idParams, answer: okBody }),
  /** The unit's floor plan: a multipart form with the file in `plan`. */
  uploadPlan: endpoint({
    method: 'POST',
    path: '/properties/:id/plan',
    params: idParams,
    body: 'form',
    answer: propertyDetail,
  }),
  /** Free <-> not for sale, by hand. */
  changeStatus: endpoint({
    method: 'POST',
    path: '/properties/:id/status',
    params: idParams,
    body: changeStatusBody,
    answer: propertyDetail,
  }),
  split: endpoint({
    method: 'POST',
    path: '/properties/split/:property_id',
    params: z.object({ property_id: idParams.shape.id }),
    body: splitBody,
    answer: splitAnswer,
  }),
  /** The units a bulk template would create, nothing saved. */
  previewBulk: endpoint({
    method: 'POST',
    path: '/properties/bulk/preview',
    body: bulkTemplate,
    answer: bulkPreviewAnswer,
  }),
  createBulk: endpoint({
    method: 'POST',
    path: '/properties/bulk',
    body: bulkTemplate,
    answer: bulkSaveAnswer,
  }),
  /** A complex's units floor by floor, one block or all. */
  chessboard: endpoint({
    method: 'GET',
    path: '/buildings/:id/chessboard',
    params: idParams,
    query: chessboardQuery,
    answer: chessboardAnswer,
  }),
};
