import {
  type TicketDetail,
  type TicketListFilters,
  type TicketMode,
  type TicketRow,
} from '@shared/tickets/contracts';
import type { AppDeps } from '../../platform/deps';
import { HttpError, notFound } from '../../platform/errors';
import type { PageWindow } from '../../platform/pagination';
import { notifyUsers } from '../notifications/notices.service';
import * as repo from './tickets.repository';
import { isManager, isStaffOf, mayRead, noticeOf, type Viewer } from './ticket-access.service';

/**
 * Reading tickets: the lists, one ticket, the assignee picker and the late check; who may read which is
 * ticket-access.service.ts's, changes are ticket-changes.service.ts's.
 */

function presentRow(r: repo.TicketListRecord): TicketRow {
  const t = r.ticket;
  return {
    id: t.id,
    ticket_id: t.ticket_no,
    subject: t.subject,
    category_id: t.category_id,
    category_name: r.category_name,
    requester_type: t.requester_type,
    customer_id: t.customer_id,
    agent_id: t.agent_id,
    resident_name: t.resident_name,
    resident_phone: t.resident_phone,
    requester_name: r.requester_name,
    sale_id: t.sale_id,
    contract_no: r.contract_no,
    property_id: t.property_id,
    property_label: r.property_label,
    status: t.status,
    priority: t.priority,
    assignee_id: t.assignee_id,
    assignee_name: r.assignee_name,
    created_by: t.created_by,
    created_by_name: r.created_by_name,
    rating: t.status === 'closed' ? r.rating : null,
    late: r.late,
    created_at: t.created_at.toISOString(),
    updated_at: t.updated_at.toISOString(),
    closed_at: t.closed_at?.toISOString() ?? null,
  };
}

function scopeOf(user: Viewer, mode: TicketMode): repo.TicketScope {
  if (mode === 'client') return { openedBy: user.id };
  if (isManager(user)) return 'all';
  if (!user.permissions.includes('view_tickets'))
    throw new HttpError(403, 'errors.forbidden', { missing_permission: 'manage_tickets' });
  return { assignedTo: user.id };
}

/** GET /api/tickets: the count and one page for the route to paginate. */
export function ticketsPage(deps: AppDeps, user: Viewer, query: TicketListFilters) {
  const { mode, ...filters } = query;
  const scope = scopeOf(user, mode);
  const now = deps.now();
  return {
    count: () => repo.countTickets(deps.db, scope, filters, now),
    rows: async (window: PageWindow) =>
      (await repo.listTickets(deps.db, scope, filters, now, window)).map(presentRow),
  };
}

/** GET /api/tickets/{id}: the ticket with its conversation (internal notes for staff only) and closings. */
export async function getTicket(deps: AppDeps, user: Viewer, id: number): Promise<TicketDetail> {
  const listed = await repo.findListedTicket(deps.db, id, deps.now());
  if (!listed || !mayRead(user, listed.ticket)) throw notFound();
  const t = listed.ticket;
  const staff = isStaffOf(user, t);
  const items = await repo.listItems(deps.db, id, staff);
  const files = await repo.filesOfItems(
    deps.db,
    items.map((i) => i.id),
  );
  const closings = await repo.listClosings(deps.db, id);
  const current = closings.find((c) => c.reopened_at === null);
  const requester = t.created_by === user.id || isManager(user);
  return {
    ...presentRow(listed),
    items: items.map((i) => ({
      ...i,
      created_at: i.created_at.toISOString(),
      files: files
        .filter((f) => f.item_id === i.id)
        .map((f) => ({ id: f.id, name: f.name, url: deps.storage.signedUrl(f.id) })),
    })),
    closings: closings.map((c) => ({
      closed_at: c.closed_at.toISOString(),
      closed_by_name: c.closed_by_name,
      rating: c.rating,
      reopened_at: c.reopened_at?.toISOString() ?? null,
    })),
    can: {
      reply: true,
      note: staff,
      close: t.status !== 'closed',
      rate: t.status === 'closed' && requester && current?.rating === null,
      manage: isManager(user),
      edit: requester,
      delete: isManager(user),
    },
  };
}

/** Everyone who may be given tickets, for the assignee picker. */
export const ticketHandlers = async (deps: AppDeps) => ({ data: await repo.handlers(deps.db) });

/**
 * The periodic check: tickets past their category's response time with no staff answer tell their
 * assignee once per wait. Answers how many were told of.
 */
export async function noticeLateTickets(deps: AppDeps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const late = await repo.markLate(tx, deps.now());
    for (const t of late)
      if (t.assignee_id) await notifyUsers(tx, [t.assignee_id], { kind: 'ticket_late', ...noticeOf(t) });
    return late.length;
  });
}
