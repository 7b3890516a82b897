import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import {
  advancePayment,
  advancePaymentList,
  advancePaymentListQuery,
  saveAdvancePaymentBody,
} from './contracts';

/** /api/advance-payments; applying one to a sale is the payments module's (payments/endpoints.ts). */
export const advancePaymentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/advance-payments',
    query: advancePaymentListQuery,
    answer: advancePaymentList,
  }),
  create: endpoint({
    method: 'POST',
    path: '/advance-payments',
    body: saveAdvancePaymentBody,
    answer: advancePayment,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/advance-payments/:id',
    params: idParams,
    body: saveAdvancePaymentBody,
    answer: advancePayment,
  }),
  remove: endpoint({ method: 'DELETE', path: '/advance-payments/:id', params: idParams, answer: okBody }),
};
