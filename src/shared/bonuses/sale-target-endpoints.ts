import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import {
  saleTarget,
  saleTargetBody,
  saleTargetList,
  saleTargetsQuery,
  withTargets,
  withTargetsQuery,
} from './contracts';

/** The managers' monthly sale targets, and each manager's month measured against them. */
export const saleTargetEndpoints = {
  list: endpoint({ method: 'GET', path: '/sale-targets', query: saleTargetsQuery, answer: saleTargetList }),
  save: endpoint({ method: 'POST', path: '/sale-targets', body: saleTargetBody, answer: saleTarget }),
  remove: endpoint({ method: 'DELETE', path: '/sale-targets/:id', params: idParams, answer: okBody }),
  /** Each manager's target against the month's signed sales. */
  withTargets: endpoint({
    method: 'GET',
    path: '/sales/with-targets',
    query: withTargetsQuery,
    answer: withTargets,
  }),
};
