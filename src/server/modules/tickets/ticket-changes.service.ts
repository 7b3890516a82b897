import type { MessageKey } from '@shared/i18n/messages';
import { DOCUMENT_MIME_TYPES } from '@shared/documents/contracts';
import { formatTicketNo, type TicketStatus } from '@shared/tickets/contracts';
import type { Db } from '../../db/client';
import { tbilisiDayOf } from '../../platform/clock';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { invalid, notFound } from '../../platform/errors';
import type { Upload } from '../../platform/files';
import { requireLinks } from '../../platform/linked-records';
import { customerLink } from '../customers/customers.service';
import { notifyUsers } from '../notifications/notices.service';
import { propertyLink } from '../properties/properties.service';
import { saleLink } from '../sales/sale-access.service';
import * as repo from './tickets.repository';
import {
  isManager,
  isRequesterSide,
  isStaffOf,
  noticeOf,
  readable,
  type HandlingInput,
  type ItemInput,
  type TicketInput,
  type Viewer,
} from './ticket-access.service';

/** Changing tickets: opening and editing, replies, closing and rating, the managers' update, deletion. */

const snapshot = (t: repo.TicketRecord) => ({
  ticket_no: t.ticket_no,
  subject: t.subject,
  category_id: t.category_id,
  requester_type: t.requester_type,
  customer_id: t.customer_id,
  agent_id: t.agent_id,
  resident_name: t.resident_name,
  resident_phone: t.resident_phone,
  sale_id: t.sale_id,
  property_id: t.property_id,
  status: t.status,
  priority: t.priority,
  assignee_id: t.assignee_id,
});

async function saveFiles(deps: AppDeps, tx: Db, uploads: Upload[], userId: number): Promise<string[]> {
  const ids: string[] = [];
  for (const upload of uploads)
    ids.push(await deps.storage.save(tx, { ...upload, field: 'files' }, DOCUMENT_MIME_TYPES, userId));
  return ids;
}

/**
 * The assignee must handle tickets, and is not the ticket's opener unless the opener holds manage_tickets
 * (who is staff of every ticket anyway): a requester never handles, and so never reads the notes of, their own.
 */
async function checkAssignee(
  db: Db,
  assigneeId: number | null | undefined,
  opener: { id: number; manager?: boolean },
) {
  if (!assigneeId) return;
  if (!(await repo.canHandleTickets(db, assigneeId)))
    throw invalid('assignee_id', 'tickets.assignee_invalid');
  if (assigneeId === opener.id && !(opener.manager ?? (await repo.managesTickets(db, opener.id))))
    throw invalid('assignee_id', 'tickets.assignee_is_opener');
}

async function checkCategory(db: Db, categoryId: number | null | undefined) {
  if (categoryId && !(await repo.findCategory(db, categoryId)))
    throw invalid('category_id', 'validation.invalid_value');
}

/** The requester and the record the ticket concerns, each checked; 422 on the field that is wrong. */
async function requestValues(deps: AppDeps, user: Viewer, input: TicketInput) {
  const errors: Record<string, MessageKey[]> = {};
  if (input.requester_type === 'customer' && !input.customer_id)
    errors.customer_id = ['tickets.customer_required'];
  if (
    input.requester_type === 'agent' &&
    !(input.agent_id && (await repo.agentExists(deps.db, input.agent_id)))
  )
    errors.agent_id = ['tickets.agent_required'];
  if (input.requester_type === 'resident' && !input.resident_name)
    errors.resident_name = ['tickets.resident_required'];
  await requireLinks(
    {
      customer_id:
        input.requester_type === 'customer' &&
        !!input.customer_id &&
        customerLink(deps.db, user, input.customer_id),
      property_id: !!input.property_id && propertyLink(deps.db, user, input.property_id),
      sale_id: !!input.sale_id && saleLink(deps.db, user, input.sale_id, 'validation.invalid_value'),
    },
    errors,
  );
  await checkCategory(deps.db, input.category_id);
  return {
    subject: input.subject,
    category_id: input.category_id ?? null,
    requester_type: input.requester_type,
    customer_id: input.requester_type === 'customer' ? (input.customer_id ?? null) : null,
    agent_id: input.requester_type === 'agent' ? (input.agent_id ?? null) : null,
    resident_name: input.requester_type === 'resident' ? input.resident_name : null,
    resident_phone: input.requester_type === 'resident' ? input.resident_phone || null : null,
    sale_id: input.sale_id ?? null,
    property_id: input.property_id ?? null,
    priority: input.priority,
  };
}

/**
 * The end of every change to a ticket's details: files sent with it (and any message) become a conversation
 * item, the change is audited, and a newly given assignee hears of it.
 */
async function finishChange(
  deps: AppDeps,
  tx: Db,
  change: {
    before: repo.TicketRecord;
    after: repo.TicketRecord;
    user: Viewer;
    body: string;
    uploads: Upload[];
    now: Date;
    audit: AuditContext;
  },
) {
  const { before, after, user, body, now } = change;
  const fileIds = await saveFiles(deps, tx, change.uploads, user.id);
  if (body || fileIds.length)
    await repo.insertItem(
      tx,
      { ticket_id: before.id, author_id: user.id, body, internal: false, created_at: now },
      fileIds,
    );
  await writeAudit(tx, change.audit, {
    action: 'update',
    entityType: 'ticket',
    entityId: before.id,
    before: snapshot(before),
    after: snapshot(after),
  });
  if (after.assignee_id && after.assignee_id !== before.assignee_id && after.assignee_id !== user.id)
    await notifyUsers(tx, [after.assignee_id], { kind: 'ticket_assigned', ...noticeOf(after) });
}

/** A ticket the user may change the details of (its opener, or manage_tickets), else 404. */
async function changeable(db: Db, user: Viewer, id: number): Promise<repo.TicketRecord> {
  const ticket = await readable(db, user, id);
  if (ticket.created_by !== user.id && !isManager(user)) throw notFound();
  return ticket;
}

/**
 * POST /api/tickets: a new ticket (numbered T-YYYY-NNNN in Tbilisi's year, its first message and files),
 * or, with `id`, the request's details changed by the requester's side or a manager (only a manager
 * reassigns); files sent with a change are added to the conversation.
 */
export async function saveTicket(
  deps: AppDeps,
  user: Viewer,
  input: TicketInput,
  uploads: Upload[],
  audit: AuditContext,
): Promise<void> {
  // A ticket the user may not change is not found, before anything about its fields is said.
  if (input.id !== undefined) await changeable(deps.db, user, input.id);
  const values = await requestValues(deps, user, input);
  const now = deps.now();
  if (input.id === undefined) {
    if (!input.body && !uploads.length) throw invalid('body', 'tickets.body_required');
    await checkAssignee(deps.db, input.assignee_id, { id: user.id, manager: isManager(user) });
    await deps.db.transaction(async (tx) => {
      const year = Number(tbilisiDayOf(now).slice(0, 4));
      const created = await repo.insertTicket(tx, {
        ...values,
        ticket_no: formatTicketNo(year, await repo.nextTicketNumber(tx, year)),
        assignee_id: input.assignee_id ?? null,
        created_by: user.id,
        awaiting_since: now,
        created_at: now,
        updated_at: now,
      });
      const fileIds = await saveFiles(deps, tx, uploads, user.id);
      await repo.insertItem(
        tx,
        { ticket_id: created.id, author_id: user.id, body: input.body, internal: false, created_at: now },
        fileIds,
      );
      await writeAudit(tx, audit, {
        action: 'create',
        entityType: 'ticket',
        entityId: created.id,
        after: snapshot(created),
      });
      if (created.assignee_id && created.assignee_id !== user.id)
        await notifyUsers(tx, [created.assignee_id], { kind: 'ticket_assigned', ...noticeOf(created) });
    });
    return;
  }
  const id = input.id;
  const reassigning = isManager(user) && input.assignee_id !== undefined;
  await deps.db.transaction(async (tx) => {
    const before = await changeable(tx, user, id);
    if (reassigning) await checkAssignee(tx, input.assignee_id, { id: before.created_by ?? 0 });
    const after = await repo.updateTicket(
      tx,
      id,
      { ...values, ...(reassigning ? { assignee_id: input.assignee_id ?? null } : {}) },
      now,
    );
    await finishChange(deps, tx, { before, after, user, body: input.body, uploads, now, audit });
  });
}

async function close(tx: Db, ticket: repo.TicketRecord, user: Viewer, now: Date) {
  await repo.insertClosing(tx, ticket.id, user.id, now);
  return repo.updateTicket(tx, ticket.id, { status: 'closed', closed_at: now, awaiting_since: null }, now);
}

async function reopen(tx: Db, ticket: repo.TicketRecord, status: TicketStatus, now: Date) {
  await repo.reopenClosing(tx, ticket.id, now);
  return repo.updateTicket(tx, ticket.id, { status, closed_at: null }, now);
}

/**
 * POST /api/ticket-item: a reply (or, from staff, an internal note) with files. A reply to a closed
 * ticket reopens it; the requester's reply starts the wait for staff's answer (and tells the assignee),
 * staff's reply ends it.
 */
export async function addItem(
  deps: AppDeps,
  user: Viewer,
  input: ItemInput,
  uploads: Upload[],
  audit: AuditContext,
): Promise<void> {
  if (!input.body && !uploads.length) throw invalid('body', 'tickets.body_required');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const ticket = await readable(tx, user, input.ticket);
    if (input.internal && !isStaffOf(user, ticket)) throw invalid('internal', 'tickets.note_staff_only');
    const fileIds = await saveFiles(deps, tx, uploads, user.id);
    const item = await repo.insertItem(
      tx,
      {
        ticket_id: ticket.id,
        author_id: user.id,
        body: input.body,
        internal: input.internal,
        created_at: now,
      },
      fileIds,
    );
    let after = ticket;
    if (!input.internal) {
      const fromRequester = isRequesterSide(user, ticket);
      if (ticket.status === 'closed') after = await reopen(tx, ticket, 'open', now);
      after = await repo.updateTicket(
        tx,
        ticket.id,
        {
          awaiting_since: fromRequester
            ? ticket.status === 'closed'
              ? now
              : (ticket.awaiting_since ?? now)
            : null,
        },
        now,
      );
      if (fromRequester && ticket.assignee_id)
        await notifyUsers(tx, [ticket.assignee_id], { kind: 'ticket_reply', ...noticeOf(ticket) });
    }
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'ticket',
      entityId: ticket.id,
      before: snapshot(ticket),
      after: { ...snapshot(after), item_id: item.id, internal: input.internal, files: fileIds.length },
    });
  });
}

/** POST /api/tickets/close-ticket/{id}: by the requester's side or staff handling it. */
export async function closeTicket(deps: AppDeps, user: Viewer, id: number, audit: AuditContext) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const ticket = await readable(tx, user, id);
    if (ticket.status === 'closed') throw invalid('status', 'tickets.already_closed');
    const after = await close(tx, ticket, user, now);
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'ticket',
      entityId: id,
      before: snapshot(ticket),
      after: snapshot(after),
    });
  });
}

/** POST /api/tickets/make-rating/{id}: the requester's side (or a manager for them) rates a closing once. */
export async function rateTicket(
  deps: AppDeps,
  user: Viewer,
  id: number,
  rating: number,
  audit: AuditContext,
) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const ticket = await readable(tx, user, id);
    if (ticket.created_by !== user.id && !isManager(user)) throw notFound();
    const closing = await repo.currentClosing(tx, id);
    if (ticket.status !== 'closed' || !closing) throw invalid('rating', 'tickets.rate_only_closed');
    if (closing.rating !== null) throw invalid('rating', 'tickets.already_rated');
    await repo.rateClosing(tx, closing.id, rating, user.id, now);
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'ticket',
      entityId: id,
      before: { rating: null },
      after: { rating },
    });
  });
}

/**
 * POST /api/hoa/{id}: staff's handling (manage_tickets): status, assignee, category and files added to the
 * conversation. Closing here is a closing like any other; leaving `closed` reopens.
 */
export async function handleTicket(
  deps: AppDeps,
  user: Viewer,
  id: number,
  input: HandlingInput,
  uploads: Upload[],
  audit: AuditContext,
): Promise<void> {
  await checkCategory(deps.db, input.category_id);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await repo.findTicket(tx, id);
    if (!before) throw notFound();
    await checkAssignee(tx, input.assignee_id, { id: before.created_by ?? 0 });
    let after = before;
    if (input.status && input.status !== before.status)
      after =
        input.status === 'closed'
          ? await close(tx, before, user, now)
          : before.status === 'closed'
            ? await reopen(tx, before, input.status, now)
            : await repo.updateTicket(tx, id, { status: input.status }, now);
    after = await repo.updateTicket(
      tx,
      id,
      {
        ...(input.assignee_id === undefined ? {} : { assignee_id: input.assignee_id }),
        ...(input.category_id === undefined ? {} : { category_id: input.category_id }),
      },
      now,
    );
    await finishChange(deps, tx, { before, after, user, body: '', uploads, now, audit });
  });
}

/** DELETE /api/tickets/{id} (manage_tickets): the ticket, its conversation and its files. */
export async function deleteTicket(deps: AppDeps, id: number, audit: AuditContext): Promise<void> {
  const removeBytes = await deps.db.transaction(async (tx) => {
    const before = await repo.findTicket(tx, id);
    if (!before) throw notFound();
    const fileIds = await repo.fileIdsOfTicket(tx, id);
    await repo.deleteTicket(tx, id);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'ticket',
      entityId: id,
      before: snapshot(before),
    });
    return deps.storage.forget(tx, fileIds);
  });
  await removeBytes();
}
