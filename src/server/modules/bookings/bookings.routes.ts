import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingEndpoints as endpoints } from '@shared/bookings/endpoints';
import { translate } from '@shared/i18n/messages';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { serve } from '../../platform/serve';
import * as service from './bookings.service';

/**
 * /api/bookings. The section follows the sale_types module flag: with it off nothing is registered, so
 * every bookings route answers 404 (and bookings.jobs.ts runs no expiry job).
 */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  if (!deps.config.modules.sale_types) return;
  const tags = ['bookings'];

  serve(app, endpoints.list, { config: needs('view_bookings'), tags }, (request) =>
    service.listBookings(deps, currentUser(request), request.query, request.url, request.locale),
  );

  serve(app, endpoints.operators, { config: needs('view_bookings'), tags }, () =>
    service.listOperators(deps),
  );

  serve(app, endpoints.get, { config: needs('view_bookings'), tags }, (request) =>
    service.getBooking(deps, currentUser(request), request.params.id, request.locale),
  );

  serve(app, endpoints.create, { config: needs('create_bookings'), tags }, async (request) => {
    const user = currentUser(request);
    const id = await service.createBooking(deps, user, request.body, auditContext(request));
    return service.getBooking(deps, user, id, request.locale);
  });

  serve(app, endpoints.update, { config: needs('edit_bookings'), tags }, async (request) => {
    const user = currentUser(request);
    await service.updateBooking(deps, user, request.params.id, request.body, auditContext(request));
    return service.getBooking(deps, user, request.params.id, request.locale);
  });

  serve(app, endpoints.cancel, { config: needs('edit_bookings'), tags }, async (request) => {
    const user = currentUser(request);
    await service.cancelBooking(deps, user, request.params.id, auditContext(request));
    return service.getBooking(deps, user, request.params.id, request.locale);
  });

  serve(app, endpoints.remove, { config: needs('delete_bookings'), tags }, async (request) => {
    await service.deleteBooking(deps, currentUser(request), request.params.id, auditContext(request));
    return { success: true, message: translate('records.deleted', request.locale) };
  });
};
