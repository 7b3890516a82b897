import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import {
  countryCounts,
  customer,
  customerListAnswer,
  customerListQuery,
  customerRelated,
  saveCustomerBody,
} from './contracts';

export const customerEndpoints = {
  /** A page of customers, or with `query` the picker's quick search (a short list of options). */
  list: endpoint({ method: 'GET', path: '/customers', query: customerListQuery, answer: customerListAnswer }),
  /** How many customers each country has. */
  groupedByCountry: endpoint({ method: 'GET', path: '/customers/grouped-by-country', answer: countryCounts }),
  get: endpoint({ method: 'GET', path: '/customers/:id', params: idParams, answer: customer }),
  /** The bookings, barters and advance payments the customer takes part in. */
  related: endpoint({
    method: 'GET',
    path: '/customers/:id/related',
    params: idParams,
    answer: customerRelated,
  }),
  create: endpoint({ method: 'POST', path: '/customers', body: saveCustomerBody, answer: customer }),
  update: endpoint({
    method: 'PUT',
    path: '/customers/:id',
    params: idParams,
    body: saveCustomerBody,
    answer: customer,
  }),
  remove: endpoint({ method: 'DELETE', path: '/customers/:id', params: idParams, answer: okBody }),
};
