import type { z } from 'zod';
import type { ticketBody, ticketHandlingBody, ticketItemBody } from '@shared/tickets/contracts';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/access';
import { notFound } from '../../platform/errors';
import * as repo from './tickets.repository';

/**
 * Tickets (issue 17). Who may do what with one ticket:
 * - the requester's side is whoever opened it; they read it, reply, close it and rate the closing;
 * - staff handling it are its assignee and holders of `manage_tickets`: they also see and write internal
 *   notes, which the requester's side never sees; the opener is never their own ticket's assignee, and is
 *   never staff of it by being named so (only manage_tickets makes them staff);
 * - the customer, unit and sale a ticket names are records the opener may see (spec §6), else 422 on the
 *   field, the same answer as for one that does not exist;
 * - `manage_tickets` alone assigns, changes status and category (the /hoa update), and deletes.
 * Anyone else gets 404, as for a ticket that does not exist.
 */

export type TicketInput = z.output<typeof ticketBody>;
export type ItemInput = z.output<typeof ticketItemBody>;
export type HandlingInput = z.output<typeof ticketHandlingBody>;
export type Viewer = Pick<AuthUser, 'id' | 'permissions' | 'buildingIds'>;

export const isManager = (user: Viewer) => user.permissions.includes('manage_tickets');
export const isStaffOf = (user: Viewer, t: repo.TicketRecord) =>
  isManager(user) || (t.assignee_id === user.id && t.created_by !== user.id);
export const mayRead = (user: Viewer, t: repo.TicketRecord) => isStaffOf(user, t) || t.created_by === user.id;
/** An answer counts as staff's when someone other than the requester's side writes it. */
export const isRequesterSide = (user: Viewer, t: repo.TicketRecord) =>
  t.created_by === user.id && !isStaffOf(user, t);

/** The ticket when the user may read it, else 404 (as for a ticket that does not exist). */
export async function readable(db: Db, user: Viewer, id: number): Promise<repo.TicketRecord> {
  const ticket = await repo.findTicket(db, id);
  if (!ticket || !mayRead(user, ticket)) throw notFound();
  return ticket;
}

/** What a bell notice about a ticket names it by. */
export const noticeOf = (t: repo.TicketRecord | { id: number; ticket_no: string; subject: string }) => ({
  params: { ticket_id: t.id, ticket_no: t.ticket_no, subject: t.subject },
});
