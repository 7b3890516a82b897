import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import { bankAccount, bankAccountListQuery, saveBankAccountBody } from './contracts';

export const bankAccountEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/bank-accounts',
    query: bankAccountListQuery,
    answer: z.array(bankAccount),
  }),
  /** One call creates (no id) or updates (with id). */
  save: endpoint({ method: 'POST', path: '/bank-accounts', body: saveBankAccountBody, answer: bankAccount }),
  update: endpoint({
    method: 'PUT',
    path: '/bank-accounts/:id',
    params: idParams,
    body: saveBankAccountBody,
    answer: bankAccount,
  }),
  remove: endpoint({ method: 'DELETE', path: '/bank-accounts/:id', params: idParams, answer: okBody }),
};
