import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import {
  ratingBody,
  ticketCategory,
  ticketCategoryBody,
  ticketCategoryList,
  ticketDetail,
  ticketHandlers,
  ticketList,
  ticketListQuery,
} from './contracts';

/** Tickets, their conversation and their categories (spec §7 "Tickets", issue 17). */
export const ticketEndpoints = {
  categories: endpoint({ method: 'GET', path: '/ticket-categories', answer: ticketCategoryList }),
  /** Creates, or renames / re-times the category with `id`. */
  saveCategory: endpoint({
    method: 'POST',
    path: '/ticket-categories',
    body: ticketCategoryBody,
    answer: ticketCategory,
  }),
  removeCategory: endpoint({
    method: 'DELETE',
    path: '/ticket-categories/:id',
    params: idParams,
    answer: okBody,
  }),
  handlers: endpoint({ method: 'GET', path: '/ticket-handlers', answer: ticketHandlers }),
  list: endpoint({ method: 'GET', path: '/tickets', query: ticketListQuery, answer: ticketList }),
  get: endpoint({ method: 'GET', path: '/tickets/:id', params: idParams, answer: ticketDetail }),
  /** A new ticket (or the one with `id` changed), multipart with `files[]`; answers the query's list. */
  save: endpoint({
    method: 'POST',
    path: '/tickets',
    query: ticketListQuery,
    body: 'form',
    answer: ticketList,
  }),
  /** A reply or an internal note, multipart with `files[]`. */
  addItem: endpoint({ method: 'POST', path: '/ticket-item', body: 'form', answer: okBody }),
  close: endpoint({ method: 'POST', path: '/tickets/close-ticket/:id', params: idParams, answer: okBody }),
  rate: endpoint({
    method: 'POST',
    path: '/tickets/make-rating/:id',
    params: idParams,
    body: ratingBody,
    answer: okBody,
  }),
  /** Staff's status, assignee and category: multipart POST with `_method=PATCH` and `files[]` (spec §7). */
  handle: endpoint({ method: 'POST', path: '/hoa/:id', params: idParams, body: 'form', answer: okBody }),
  remove: endpoint({ method: 'DELETE', path: '/tickets/:id', params: idParams, answer: okBody }),
};
