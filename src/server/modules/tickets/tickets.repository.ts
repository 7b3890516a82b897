import { aliasedTable, and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  agents,
  buildings,
  customers,
  files,
  properties,
  roles,
  sales,
  ticketCategories,
  ticketClosings,
  ticketCounters,
  ticketItemFiles,
  ticketItems,
  tickets,
  userRoles,
  users,
} from '../../db/schema';
import { customerDisplayName } from '../customers/customer-name.sql';
import type { PageWindow } from '../../platform/pagination';

export type CategoryRecord = typeof ticketCategories.$inferSelect;
export type TicketRecord = typeof tickets.$inferSelect;
export type TicketValues = typeof tickets.$inferInsert;
export type ClosingRecord = typeof ticketClosings.$inferSelect;

// ---- categories

export const listCategories = (db: Db) =>
  db.select().from(ticketCategories).orderBy(asc(ticketCategories.name), asc(ticketCategories.id));

export async function findCategory(db: Db, id: number): Promise<CategoryRecord | undefined> {
  const [row] = await db.select().from(ticketCategories).where(eq(ticketCategories.id, id));
  return row;
}

export async function categoryNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(
      and(
        sql`lower(${ticketCategories.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${ticketCategories.id} <> ${exceptId}`,
      ),
    );
  return !!row;
}

export async function insertCategory(db: Db, values: { name: string; response_hours: number }) {
  const [row] = await db.insert(ticketCategories).values(values).returning();
  return row!;
}

export async function updateCategory(db: Db, id: number, values: { name: string; response_hours: number }) {
  const [row] = await db
    .update(ticketCategories)
    .set({ ...values, updated_at: new Date() })
    .where(eq(ticketCategories.id, id))
    .returning();
  return row!;
}

export async function categoryInUse(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.category_id, id)).limit(1);
  return !!row;
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.delete(ticketCategories).where(eq(ticketCategories.id, id));
}

// ---- numbering

/** The next number of the year: an upsert on the year's row, so concurrent creates wait on its lock. */
export async function nextTicketNumber(db: Db, year: number): Promise<number> {
  const [row] = await db
    .insert(ticketCounters)
    .values({ year, last_no: 1 })
    .onConflictDoUpdate({ target: ticketCounters.year, set: { last_no: sql`${ticketCounters.last_no} + 1` } })
    .returning({ last_no: ticketCounters.last_no });
  return row!.last_no;
}

// ---- tickets

const assignee = aliasedTable(users, 'assignee');
const opener = aliasedTable(users, 'opener');
const fullName = (u: typeof users) =>
  sql<
    string | null
  >`case when ${u.id} is null then null else trim(${u.first_name} || ' ' || ${u.last_name}) end`;

/** Past its category's response hours at `now`, with no staff answer since the requester last spoke. */
const lateAt = (now: Date) =>
  sql<boolean>`coalesce(${tickets.status} <> 'closed' and ${tickets.awaiting_since} + ${ticketCategories.response_hours} * interval '1 hour' < ${now.toISOString()}::timestamptz, false)`;

const listColumns = (now: Date) => ({
  ticket: tickets,
  category_name: ticketCategories.name,
  requester_name: sql<string | null>`case ${tickets.requester_type}
    when 'customer' then (select ${customerDisplayName} from ${customers} where ${customers.id} = ${tickets.customer_id})
    when 'agent' then (select ${agents.name} from ${agents} where ${agents.id} = ${tickets.agent_id})
    else ${tickets.resident_name} end`,
  contract_no: sales.contract_no,
  property_label: sql<
    string | null
  >`case when ${properties.id} is null then null else ${buildings.name} || ', №' || ${properties.number} end`,
  assignee_name: fullName(assignee),
  created_by_name: fullName(opener),
  rating: sql<
    number | null
  >`(select ${ticketClosings.rating} from ${ticketClosings} where ${ticketClosings.ticket_id} = ${tickets.id} and ${ticketClosings.reopened_at} is null)`,
  late: lateAt(now),
});
export type TicketListRecord = {
  ticket: TicketRecord;
  category_name: string | null;
  requester_name: string | null;
  contract_no: string | null;
  property_label: string | null;
  assignee_name: string | null;
  created_by_name: string | null;
  rating: number | null;
  late: boolean;
};

/** Whose tickets a list shows: those a user opened, those assigned to them, or every one. */
export type TicketScope = { openedBy: number } | { assignedTo: number } | 'all';

export interface TicketFilters {
  status?: string | undefined;
  category_id?: number | undefined;
  late?: 'true' | 'false' | undefined;
  search?: string | undefined;
}

function where(scope: TicketScope, f: TicketFilters, now: Date): SQL | undefined {
  const like = f.search ? `%${f.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    scope === 'all'
      ? undefined
      : 'openedBy' in scope
        ? eq(tickets.created_by, scope.openedBy)
        : eq(tickets.assignee_id, scope.assignedTo),
    f.status ? eq(tickets.status, f.status as TicketRecord['status']) : undefined,
    f.category_id === undefined ? undefined : eq(tickets.category_id, f.category_id),
    f.late === undefined ? undefined : f.late === 'true' ? lateAt(now) : sql`not ${lateAt(now)}`,
    like ? or(ilike(tickets.subject, like), ilike(tickets.ticket_no, like)) : undefined,
  );
}

const fromTickets = (db: Db, now: Date) =>
  db
    .select(listColumns(now))
    .from(tickets)
    .leftJoin(ticketCategories, eq(ticketCategories.id, tickets.category_id))
    .leftJoin(sales, eq(sales.id, tickets.sale_id))
    .leftJoin(properties, eq(properties.id, tickets.property_id))
    .leftJoin(buildings, eq(buildings.id, properties.building_id))
    .leftJoin(assignee, eq(assignee.id, tickets.assignee_id))
    .leftJoin(opener, eq(opener.id, tickets.created_by));

export async function countTickets(db: Db, scope: TicketScope, filters: TicketFilters, now: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .leftJoin(ticketCategories, eq(ticketCategories.id, tickets.category_id))
    .where(where(scope, filters, now));
  return row?.n ?? 0;
}

export function listTickets(
  db: Db,
  scope: TicketScope,
  filters: TicketFilters,
  now: Date,
  window: PageWindow,
): Promise<TicketListRecord[]> {
  return fromTickets(db, now)
    .where(where(scope, filters, now))
    .orderBy(desc(tickets.created_at), desc(tickets.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function findListedTicket(db: Db, id: number, now: Date): Promise<TicketListRecord | undefined> {
  const [row] = await fromTickets(db, now).where(eq(tickets.id, id));
  return row;
}

export async function findTicket(db: Db, id: number): Promise<TicketRecord | undefined> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).for('update');
  return row;
}

export async function insertTicket(db: Db, values: TicketValues): Promise<TicketRecord> {
  const [row] = await db.insert(tickets).values(values).returning();
  return row!;
}

export async function updateTicket(db: Db, id: number, values: Partial<TicketValues>, now: Date) {
  const [row] = await db
    .update(tickets)
    .set({ ...values, updated_at: now })
    .where(eq(tickets.id, id))
    .returning();
  return row!;
}

export async function deleteTicket(db: Db, id: number): Promise<void> {
  await db.delete(tickets).where(eq(tickets.id, id));
}

/**
 * Marks the tickets that have become late and not been told of in this wait, answering them so their
 * assignees hear of it once; the update's row locks keep two processes from telling twice.
 */
export function markLate(db: Db, now: Date) {
  return db
    .update(tickets)
    .set({ late_noticed_at: now })
    .where(
      and(
        sql`${tickets.status} <> 'closed'`,
        sql`${tickets.assignee_id} is not null`,
        sql`${tickets.awaiting_since} + (select ${ticketCategories.response_hours} from ${ticketCategories} where ${ticketCategories.id} = ${tickets.category_id}) * interval '1 hour' < ${now.toISOString()}::timestamptz`,
        or(isNull(tickets.late_noticed_at), sql`${tickets.late_noticed_at} < ${tickets.awaiting_since}`),
      ),
    )
    .returning({
      id: tickets.id,
      ticket_no: tickets.ticket_no,
      subject: tickets.subject,
      assignee_id: tickets.assignee_id,
    });
}

// ---- conversation

export async function insertItem(
  db: Db,
  values: { ticket_id: number; author_id: number | null; body: string; internal: boolean; created_at: Date },
  fileIds: string[],
) {
  const [row] = await db.insert(ticketItems).values(values).returning();
  if (fileIds.length)
    await db.insert(ticketItemFiles).values(fileIds.map((file_id) => ({ item_id: row!.id, file_id })));
  return row!;
}

export function listItems(db: Db, ticketId: number, withInternal: boolean) {
  return db
    .select({
      id: ticketItems.id,
      author_id: ticketItems.author_id,
      author_name: fullName(users),
      body: ticketItems.body,
      internal: ticketItems.internal,
      created_at: ticketItems.created_at,
    })
    .from(ticketItems)
    .leftJoin(users, eq(users.id, ticketItems.author_id))
    .where(
      and(eq(ticketItems.ticket_id, ticketId), withInternal ? undefined : eq(ticketItems.internal, false)),
    )
    .orderBy(asc(ticketItems.created_at), asc(ticketItems.id));
}

export function filesOfItems(db: Db, itemIds: number[]) {
  if (!itemIds.length) return Promise.resolve([]);
  return db
    .select({ item_id: ticketItemFiles.item_id, id: files.id, name: files.original_name })
    .from(ticketItemFiles)
    .innerJoin(files, eq(files.id, ticketItemFiles.file_id))
    .where(inArray(ticketItemFiles.item_id, itemIds))
    .orderBy(asc(files.created_at), asc(files.id));
}

/** Every stored file of a ticket's conversation, to forget once the ticket is deleted. */
export async function fileIdsOfTicket(db: Db, ticketId: number): Promise<string[]> {
  const rows = await db
    .select({ id: ticketItemFiles.file_id })
    .from(ticketItemFiles)
    .innerJoin(ticketItems, eq(ticketItems.id, ticketItemFiles.item_id))
    .where(eq(ticketItems.ticket_id, ticketId));
  return rows.map((r) => r.id);
}

// ---- closings

export async function insertClosing(db: Db, ticketId: number, closedBy: number | null, now: Date) {
  await db.insert(ticketClosings).values({ ticket_id: ticketId, closed_by: closedBy, closed_at: now });
}

/** The closing in force (the ticket is closed and not reopened since), locked for the rating. */
export async function currentClosing(db: Db, ticketId: number): Promise<ClosingRecord | undefined> {
  const [row] = await db
    .select()
    .from(ticketClosings)
    .where(and(eq(ticketClosings.ticket_id, ticketId), isNull(ticketClosings.reopened_at)))
    .for('update');
  return row;
}

export async function rateClosing(db: Db, id: number, rating: number, ratedBy: number, now: Date) {
  await db
    .update(ticketClosings)
    .set({ rating, rated_by: ratedBy, rated_at: now })
    .where(eq(ticketClosings.id, id));
}

export async function reopenClosing(db: Db, ticketId: number, now: Date) {
  await db
    .update(ticketClosings)
    .set({ reopened_at: now })
    .where(and(eq(ticketClosings.ticket_id, ticketId), isNull(ticketClosings.reopened_at)));
}

export function listClosings(db: Db, ticketId: number) {
  return db
    .select({
      closed_at: ticketClosings.closed_at,
      closed_by_name: fullName(users),
      rating: ticketClosings.rating,
      reopened_at: ticketClosings.reopened_at,
    })
    .from(ticketClosings)
    .leftJoin(users, eq(users.id, ticketClosings.closed_by))
    .where(eq(ticketClosings.ticket_id, ticketId))
    .orderBy(asc(ticketClosings.closed_at), asc(ticketClosings.id));
}

// ---- people

const TICKET_PERMISSIONS = sql`array['view_tickets', 'manage_tickets']::text[]`;
/** Active, and holding view_tickets or manage_tickets of their own or through a role. */
const handlesTickets = and(
  eq(users.active, true),
  sql`(${users.permissions} && ${TICKET_PERMISSIONS} or exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.role_id} where ${userRoles.user_id} = ${users.id} and ${roles.permissions} && ${TICKET_PERMISSIONS}))`,
);

export async function canHandleTickets(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), handlesTickets));
  return !!row;
}

/** Whether the user holds manage_tickets, of their own or through a role. */
export async function managesTickets(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        sql`('manage_tickets' = any(${users.permissions}) or exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.role_id} where ${userRoles.user_id} = ${users.id} and 'manage_tickets' = any(${roles.permissions})))`,
      ),
    );
  return !!row;
}

/** Everyone who can be given tickets, by name. */
export function handlers(db: Db) {
  const name = sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`;
  return db.select({ id: users.id, name }).from(users).where(handlesTickets).orderBy(name, users.id);
}

export async function agentExists(db: Db, id: number) {
  const [row] = await db.select({ id: agents.id }).from(agents).where(eq(agents.id, id));
  return !!row;
}
