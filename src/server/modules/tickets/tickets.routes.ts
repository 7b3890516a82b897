import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, okBody } from '@shared/errors';
import {
  ratingBody,
  ticketBody,
  ticketCategory,
  ticketCategoryBody,
  ticketCategoryList,
  ticketDetail,
  ticketHandlingBody,
  ticketItemBody,
  ticketList,
  ticketListQuery,
} from '@shared/tickets/contracts';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { readFileForm } from '../../platform/file-form';
import { form } from '../../platform/multipart';
import { paginateAt } from '../../platform/pagination';
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

  app.get(
    '/ticket-categories',
    { config: reading, schema: { tags, response: { 200: ticketCategoryList } } },
    () => categories.listCategories(deps),
  );

  app.post(
    '/ticket-categories',
    { config: managing, schema: { tags, body: ticketCategoryBody, response: { 200: ticketCategory } } },
    (request) => categories.saveCategory(deps, request.body, auditContext(request)),
  );

  app.delete(
    '/ticket-categories/:id',
    { config: managing, schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await categories.deleteCategory(deps, request.params.id, auditContext(request));
      return { success: true };
    },
  );

  app.get(
    '/ticket-handlers',
    {
      config: reading,
      schema: {
        tags,
        response: { 200: z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) }) },
      },
    },
    () => service.ticketHandlers(deps),
  );

  app.get(
    '/tickets',
    { config: reading, schema: { tags, querystring: ticketListQuery, response: { 200: ticketList } } },
    (request) => {
      const { page, perpage, ...filters } = request.query;
      const list = service.ticketsPage(deps, currentUser(request), filters);
      return paginateAt(request.url, { page, perpage }, list.count, list.rows);
    },
  );

  app.get(
    '/tickets/:id',
    { config: reading, schema: { tags, params: idParams, response: { 200: ticketDetail } } },
    (request) => service.getTicket(deps, currentUser(request), request.params.id),
  );

  // Spec §7/§9: answers 200 with the list (the querystring picks it, as on GET).
  app.post(
    '/tickets',
    {
      config: reading,
      schema: { tags, ...newTicket.schema, querystring: ticketListQuery, response: { 200: ticketList } },
    },
    async (request) => {
      const user = currentUser(request);
      const { fields, files } = await readFileForm(request, newTicket);
      await changes.saveTicket(deps, user, fields, files, auditContext(request));
      const { page, perpage, ...filters } = request.query;
      const list = service.ticketsPage(deps, user, filters);
      return paginateAt(request.url, { page, perpage }, list.count, list.rows);
    },
  );

  app.post(
    '/ticket-item',
    { config: reading, schema: { tags, ...replyForm.schema, response: { 200: okBody } } },
    async (request) => {
      const { fields, files } = await readFileForm(request, replyForm);
      await changes.addItem(deps, currentUser(request), fields, files, auditContext(request));
      return { success: true };
    },
  );

  app.post(
    '/tickets/close-ticket/:id',
    { config: reading, schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await changes.closeTicket(deps, currentUser(request), request.params.id, auditContext(request));
      return { success: true };
    },
  );

  app.post(
    '/tickets/make-rating/:id',
    { config: reading, schema: { tags, params: idParams, body: ratingBody, response: { 200: okBody } } },
    async (request) => {
      const user = currentUser(request);
      await changes.rateTicket(deps, user, request.params.id, request.body.rating, auditContext(request));
      return { success: true };
    },
  );

  // The residents' desk's update, sent as multipart POST with `_method=PATCH` (spec §7).
  app.post(
    '/hoa/:id',
    { config: managing, schema: { tags, ...handling.schema, params: idParams, response: { 200: okBody } } },
    async (request) => {
      const { fields, files } = await readFileForm(request, handling);
      const user = currentUser(request);
      await changes.handleTicket(deps, user, request.params.id, fields, files, auditContext(request));
      return { success: true };
    },
  );

  app.delete(
    '/tickets/:id',
    { config: managing, schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await changes.deleteTicket(deps, request.params.id, auditContext(request));
      return { success: true };
    },
  );
};
