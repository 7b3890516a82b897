import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import { barterList, barterListQuery, barterRow, saveBarterBody } from './contracts';

/** /api/barter: the barter deals. The writes answer the deal as it is afterwards. */
export const barterEndpoints = {
  list: endpoint({ method: 'GET', path: '/barter', query: barterListQuery, answer: barterList }),
  create: endpoint({ method: 'POST', path: '/barter', body: saveBarterBody, answer: barterRow }),
  get: endpoint({ method: 'GET', path: '/barter/:id', params: idParams, answer: barterRow }),
  update: endpoint({
    method: 'PUT',
    path: '/barter/:id',
    params: idParams,
    body: saveBarterBody,
    answer: barterRow,
  }),
  cancel: endpoint({ method: 'POST', path: '/barter/:id/cancel', params: idParams, answer: barterRow }),
  remove: endpoint({ method: 'DELETE', path: '/barter/:id', params: idParams, answer: okBody }),
};
