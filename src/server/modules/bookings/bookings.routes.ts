import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  booking,
  bookingList,
  bookingListQuery,
  bookingOperator,
  saveBookingBody,
} from '@shared/bookings/contracts';
import { idParams, okBody } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import * as service from './bookings.service';

/**
 * /api/bookings. The section follows the sale_types module flag: with it off nothing is registered, so
 * every bookings route answers 404 (and bookings.jobs.ts runs no expiry job).
 */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  if (!deps.config.modules.sale_types) return;
  const tags = ['bookings'];

  app.get(
    '/bookings',
    {
      config: needs('view_bookings'),
      schema: { tags, querystring: bookingListQuery, response: { 200: bookingList } },
    },
    (request) => service.listBookings(deps, currentUser(request), request.query, request.url, request.locale),
  );

  app.get(
    '/bookings/operators',
    {
      config: needs('view_bookings'),
      schema: { tags, response: { 200: z.array(bookingOperator) } },
    },
    () => service.listOperators(deps),
  );

  app.get(
    '/bookings/:id',
    { config: needs('view_bookings'), schema: { tags, params: idParams, response: { 200: booking } } },
    (request) => service.getBooking(deps, currentUser(request), request.params.id, request.locale),
  );

  app.post(
    '/bookings',
    { config: needs('create_bookings'), schema: { tags, body: saveBookingBody, response: { 200: booking } } },
    async (request) => {
      const user = currentUser(request);
      const id = await service.createBooking(deps, user, request.body, auditContext(request));
      return service.getBooking(deps, user, id, request.locale);
    },
  );

  app.put(
    '/bookings/:id',
    {
      config: needs('edit_bookings'),
      schema: { tags, params: idParams, body: saveBookingBody, response: { 200: booking } },
    },
    async (request) => {
      const user = currentUser(request);
      await service.updateBooking(deps, user, request.params.id, request.body, auditContext(request));
      return service.getBooking(deps, user, request.params.id, request.locale);
    },
  );

  app.post(
    '/bookings/:id/cancel',
    { config: needs('edit_bookings'), schema: { tags, params: idParams, response: { 200: booking } } },
    async (request) => {
      const user = currentUser(request);
      await service.cancelBooking(deps, user, request.params.id, auditContext(request));
      return service.getBooking(deps, user, request.params.id, request.locale);
    },
  );

  app.delete(
    '/bookings/:id',
    { config: needs('delete_bookings'), schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await service.deleteBooking(deps, currentUser(request), request.params.id, auditContext(request));
      return { success: true, message: translate('records.deleted', request.locale) };
    },
  );
};
