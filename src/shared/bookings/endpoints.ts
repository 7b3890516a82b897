import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import { booking, bookingList, bookingListQuery, bookingOperator, saveBookingBody } from './contracts';

/** /api/bookings (served only with the sale_types module on). The writes answer the booking afterwards. */
export const bookingEndpoints = {
  list: endpoint({ method: 'GET', path: '/bookings', query: bookingListQuery, answer: bookingList }),
  /** The users a booking can be made by. */
  operators: endpoint({ method: 'GET', path: '/bookings/operators', answer: z.array(bookingOperator) }),
  get: endpoint({ method: 'GET', path: '/bookings/:id', params: idParams, answer: booking }),
  create: endpoint({ method: 'POST', path: '/bookings', body: saveBookingBody, answer: booking }),
  update: endpoint({
    method: 'PUT',
    path: '/bookings/:id',
    params: idParams,
    body: saveBookingBody,
    answer: booking,
  }),
  cancel: endpoint({ method: 'POST', path: '/bookings/:id/cancel', params: idParams, answer: booking }),
  remove: endpoint({ method: 'DELETE', path: '/bookings/:id', params: idParams, answer: okBody }),
};
