import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { notificationLogQuery } from '@shared/notifications/messages';
import type { Db } from '../../db/client';
import { customers, notificationMessageComments, notificationMessages, sales, users } from '../../db/schema';
import { customerNameColumns } from '../customers/customer-name.sql';
import type { PageWindow } from '../../platform/pagination';

export type LogFilters = Omit<z.output<typeof notificationLogQuery>, 'page' | 'perpage'>;

/**
 * Whose messages a user reads: those of the sales they may see (`saleScope`, from
 * sales/sale-access.service.ts visibleSalesScope, a condition on the joined `sales`), and of the messages
 * whose sale is gone those they sent, or all of them when `readsSaleless`.
 */
export type LogViewer = { id: number; saleScope: SQL | undefined; readsSaleless: boolean };

const m = notificationMessages;
const DAY = 86_400_000;
/** The office's midnight (Tbilisi, UTC+4 all year) of a YYYY-MM-DD date, `days` later. */
const tbilisiMidnight = (iso: string, days = 0) => new Date(Date.parse(`${iso}T00:00:00+04:00`) + days * DAY);

function where(viewer: LogViewer, f: LogFilters, id?: number): SQL | undefined {
  const own = or(
    and(isNotNull(m.sale_id), viewer.saleScope),
    and(isNull(m.sale_id), viewer.readsSaleless ? undefined : eq(m.sender_id, viewer.id)),
  );
  return and(
    own,
    id === undefined ? undefined : eq(m.id, id),
    f.sale_id === undefined ? undefined : eq(m.sale_id, f.sale_id),
    f.customer_id === undefined ? undefined : eq(m.customer_id, f.customer_id),
    f.notification_channel ? eq(m.channel, f.notification_channel) : undefined,
    f.notification_type ? eq(m.reason, f.notification_type) : undefined,
    f.status ? eq(m.status, f.status) : undefined,
    f.trigger ? eq(m.trigger, f.trigger) : undefined,
    f.date_from ? gte(m.created_at, tbilisiMidnight(f.date_from)) : undefined,
    // date_to is inclusive: everything before the next midnight.
    f.date_to ? lt(m.created_at, tbilisiMidnight(f.date_to, 1)) : undefined,
  );
}

export async function countLogs(db: Db, viewer: LogViewer, filters: LogFilters): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(m)
    .leftJoin(sales, eq(sales.id, m.sale_id))
    .where(where(viewer, filters));
  return row?.n ?? 0;
}

const senderName = sql<
  string | null
>`case when ${users.id} is null then null else trim(${users.first_name} || ' ' || ${users.last_name}) end`;

function selectLogs(db: Db, condition: SQL | undefined) {
  return db
    .select({
      message: m,
      contract_no: sales.contract_no,
      sender_name: senderName,
      customer: customerNameColumns,
      // Top level, not nested: drizzle drops a left-joined object whose first field is null.
      customer_phone: customers.phone,
      customer_email: customers.email,
    })
    .from(m)
    .leftJoin(sales, eq(sales.id, m.sale_id))
    .leftJoin(customers, eq(customers.id, m.customer_id))
    .leftJoin(users, eq(users.id, m.sender_id))
    .where(condition)
    .orderBy(desc(m.created_at), desc(m.id));
}

export type LogRecord = Awaited<ReturnType<typeof selectLogs>>[number];

/** One window of the log, newest first. */
export function listLogs(
  db: Db,
  viewer: LogViewer,
  filters: LogFilters,
  window: PageWindow,
): Promise<LogRecord[]> {
  return selectLogs(db, where(viewer, filters)).limit(window.limit).offset(window.offset);
}

/** The row when the viewer may read it. */
export async function findLog(db: Db, viewer: LogViewer, id: number): Promise<LogRecord | undefined> {
  const [row] = await selectLogs(db, where(viewer, {}, id));
  return row;
}

/** The comments on these messages, newest first, with their authors' names. */
export function commentsOf(db: Db, messageIds: number[]) {
  if (!messageIds.length) return Promise.resolve([]);
  const c = notificationMessageComments;
  return db
    .select({
      id: c.id,
      message_id: c.message_id,
      comment: c.comment,
      outcome: c.outcome,
      promised_date: c.promised_date,
      promised_amount: c.promised_amount,
      author_id: c.author_id,
      author_name: senderName,
      created_at: c.created_at,
    })
    .from(c)
    .leftJoin(users, eq(users.id, c.author_id))
    .where(inArray(c.message_id, messageIds))
    .orderBy(desc(c.created_at), desc(c.id));
}

export type NewComment = typeof notificationMessageComments.$inferInsert;

export async function insertComment(db: Db, values: NewComment): Promise<void> {
  await db.insert(notificationMessageComments).values(values);
}
