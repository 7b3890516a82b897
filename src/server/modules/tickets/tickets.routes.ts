import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ticketBody, ticketHandlingBody, ticketItemBody } from '@shared/tickets/contracts';
import { ticketEndpoints as endpoints } from '@shared/tickets/endpoints';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { readFileForm } from '../../platform/file-form';
import { form } from '../../platform/multipart';
import { paginateAt } from '../../platform/pagination';
import { serve } from '../../platform/serve';
import * as categories from './ticket-categories.service';
import * as changes from './ticket-changes.service';
import * as service from './tickets.service';

/** /api/tickets, /api/ticket-item, /api/ticket-categories, /api/hoa (spec §7 "Tickets", issue 17). */
export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['tickets'];
  const reading = needs('view_tickets', 'manage_tickets');
  const managing = needs('manage_tickets');
  const newTicket = form(ticketBody, 'files[]');
  const replyForm = form(ticketItemBody, 'files[]');
  const handling = form(ticketHandlingBody, 'files[]');

  serve(app, endpoints.categories, { config: reading, tags }, () => categories.listCategories(deps));

  serve(app, endpoints.saveCategory, { config: managing, tags }, (request) =>
    categories.saveCategory(deps, request.body, auditContext(request)),
  );

  serve(app, endpoints.removeCategory, { config: managing, tags }, async (request) => {
    await categories.deleteCategory(deps, request.params.id, auditContext(request));
    return { success: true };
  });

  serve(app, endpoints.handlers, { config: reading, tags }, () => service.ticketHandlers(deps));

  serve(app, endpoints.list, { config: reading, tags }, (request) => {
    const { page, perpage, ...filters } = request.query;
    const list = service.ticketsPage(deps, currentUser(request), filters);
    return paginateAt(request.url, { page, perpage }, list.count, list.rows);
  });

  serve(app, endpoints.get, { config: reading, tags }, (request) =>
    service.getTicket(deps, currentUser(request), request.params.id),
  );

  // Spec §7/§9: answers 200 with the list (the querystring picks it, as on GET).
  serve(app, endpoints.save, { config: reading, tags, form: newTicket }, async (request) => {
    const user = currentUser(request);
    const { fields, files } = await readFileForm(request, newTicket);
    await changes.saveTicket(deps, user, fields, files, auditContext(request));
    const { page, perpage, ...filters } = request.query;
    const list = service.ticketsPage(deps, user, filters);
    return paginateAt(request.url, { page, perpage }, list.count, list.rows);
  });

  serve(app, endpoints.addItem, { config: reading, tags, form: replyForm }, async (request) => {
    const { fields, files } = await readFileForm(request, replyForm);
    await changes.addItem(deps, currentUser(request), fields, files, auditContext(request));
    return { success: true };
  });

  serve(app, endpoints.close, { config: reading, tags }, async (request) => {
    await changes.closeTicket(deps, currentUser(request), request.params.id, auditContext(request));
    return { success: true };
  });

  serve(app, endpoints.rate, { config: reading, tags }, async (request) => {
    const user = currentUser(request);
    await changes.rateTicket(deps, user, request.params.id, request.body.rating, auditContext(request));
    return { success: true };
  });

  // The residents' desk's update, sent as multipart POST with `_method=PATCH` (spec §7).
  serve(app, endpoints.handle, { config: managing, tags, form: handling }, async (request) => {
    const { fields, files } = await readFileForm(request, handling);
    const user = currentUser(request);
    await changes.handleTicket(deps, user, request.params.id, fields, files, auditContext(request));
    return { success: true };
  });

  serve(app, endpoints.remove, { config: managing, tags }, async (request) => {
    await changes.deleteTicket(deps, request.params.id, auditContext(request));
    return { success: true };
  });
};
