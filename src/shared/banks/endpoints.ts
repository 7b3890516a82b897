import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import { bank, saveBankBody } from './contracts';

export const bankEndpoints = {
  list: endpoint({ method: 'GET', path: '/banks', answer: z.array(bank) }),
  /** One call creates (no id) or updates (with id). */
  save: endpoint({ method: 'POST', path: '/banks', body: saveBankBody, answer: bank }),
  remove: endpoint({ method: 'DELETE', path: '/banks/:id', params: idParams, answer: okBody }),
};
