import { endpoint } from '../api/endpoint';
import { company } from './contracts';

export const companyEndpoints = {
  get: endpoint({ method: 'GET', path: '/company', answer: company }),
  save: endpoint({ method: 'POST', path: '/company', body: company, answer: company }),
};
