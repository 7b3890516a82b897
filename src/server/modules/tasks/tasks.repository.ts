import { and, asc, count, desc, eq, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TaskDueFilter, TaskModel, TaskPriority, TaskStatus } from '@shared/tasks/contracts';
import type { Db } from '../../db/client';
import { bookings, customers, properties, sales, tasks, users } from '../../db/schema';
import { customerNameColumns } from '../customers/customer-name.sql';
import type { PageWindow } from '../../platform/pagination';

export type StoredTask = typeof tasks.$inferSelect;
export type TaskValues = Omit<typeof tasks.$inferInsert, 'id' | 'created_at'>;

/** Whose tasks a list shows: `own` is the reader's (assigned or created), narrowed by `scope`. */
export interface TaskFilters {
  readerId: number;
  /** mine / created, or `visible` (mine and created, everybody's for view_all_tasks), or all. */
  scope: 'mine' | 'created' | 'visible' | 'all';
  status?: TaskStatus | undefined;
  priority?: TaskPriority | undefined;
  due?: TaskDueFilter | undefined;
  model?: TaskModel | undefined;
  model_id?: number | undefined;
}

/** The office's clock for the due filters: today's Tbilisi date and time (HH:mm). */
export interface TbilisiNow {
  today: string;
  time: string;
  /** Today + 7 days. */
  weekEnd: string;
}

const t = tasks;

/** Open and past its due moment: an earlier day, or today at a time already gone. */
export const overdueCondition = (now: TbilisiNow): SQL =>
  and(
    eq(t.status, 'open'),
    or(
      lt(t.due_on, now.today),
      and(eq(t.due_on, now.today), isNotNull(t.due_time), lte(t.due_time, now.time)),
    ),
  )!;

function scopeCondition(f: TaskFilters): SQL | undefined {
  const mine = eq(t.assignee_id, f.readerId);
  const created = eq(t.created_by, f.readerId);
  if (f.scope === 'mine') return mine;
  if (f.scope === 'created') return created;
  if (f.scope === 'visible') return or(mine, created);
  return undefined;
}

function dueCondition(due: TaskDueFilter | undefined, now: TbilisiNow): SQL | undefined {
  if (due === 'overdue') return overdueCondition(now);
  if (due === 'today') return eq(t.due_on, now.today);
  if (due === 'week') return sql`${t.due_on} between ${now.today}::date and ${now.weekEnd}::date`;
  return undefined;
}

function where(f: TaskFilters, now: TbilisiNow, id?: number): SQL | undefined {
  return and(
    scopeCondition(f),
    id === undefined ? undefined : eq(t.id, id),
    f.status ? eq(t.status, f.status) : undefined,
    f.priority ? eq(t.priority, f.priority) : undefined,
    dueCondition(f.due, now),
    f.model ? eq(t.model, f.model) : undefined,
    f.model_id === undefined ? undefined : eq(t.model_id, f.model_id),
  );
}

export async function countTasks(db: Db, filters: TaskFilters, now: TbilisiNow): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t).where(where(filters, now));
  return row?.n ?? 0;
}

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');
const fullName = (u: { first_name: AnyPgColumn; last_name: AnyPgColumn }) =>
  sql<string | null>`trim(${u.first_name} || ' ' || ${u.last_name})`;

function selectTasks(db: Db, condition: SQL | undefined) {
  return db
    .select({
      task: t,
      assignee_name: fullName(assignee),
      creator_name: fullName(creator),
      contract_no: sales.contract_no,
      customer: customerNameColumns,
      // Top level: drizzle drops a left-joined object whose first field is null.
      customer_id: customers.id,
      unit_block: properties.block,
      unit_number: properties.number,
    })
    .from(t)
    .leftJoin(assignee, eq(assignee.id, t.assignee_id))
    .leftJoin(creator, eq(creator.id, t.created_by))
    .leftJoin(sales, and(eq(t.model, 'sale'), eq(sales.id, t.model_id)))
    .leftJoin(bookings, and(eq(t.model, 'booking'), eq(bookings.id, t.model_id)))
    .leftJoin(
      customers,
      sql`${customers.id} = case ${t.model} when 'customer' then ${t.model_id} when 'booking' then ${bookings.customer_id} end`,
    )
    .leftJoin(
      properties,
      sql`${properties.id} = case ${t.model} when 'property' then ${t.model_id} when 'booking' then ${bookings.property_id} end`,
    )
    .where(condition);
}

export type TaskRecord = Awaited<ReturnType<typeof selectTasks>>[number];

/**
 * One window of tasks: open before done, then by deadline (the undated last), the more urgent first;
 * done ones most recently finished first.
 */
export function listTasks(
  db: Db,
  filters: TaskFilters,
  now: TbilisiNow,
  window: PageWindow,
): Promise<TaskRecord[]> {
  return selectTasks(db, where(filters, now))
    .orderBy(
      sql`case when ${t.status} = 'open' then 0 else 1 end`,
      sql`case when ${t.status} = 'open' then ${t.due_on} end asc nulls last`,
      sql`case when ${t.status} = 'open' then coalesce(${t.due_time}, '24:00') end asc`,
      sql`case ${t.priority} when 'urgent' then 0 when 'high' then 1 when 'normal' then 2 else 3 end`,
      desc(t.done_at),
      asc(t.id),
    )
    .limit(window.limit)
    .offset(window.offset);
}

export async function findTaskRecord(db: Db, id: number): Promise<TaskRecord | undefined> {
  const [row] = await selectTasks(db, eq(t.id, id));
  return row;
}

/** The stored row, locked for a change. */
export async function lockTask(db: Db, id: number): Promise<StoredTask | undefined> {
  const [row] = await db.select().from(t).where(eq(t.id, id)).for('update');
  return row;
}

/** My open tasks due today or earlier (the top bar's counter). */
export async function countActual(db: Db, userId: number, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t)
    .where(and(eq(t.assignee_id, userId), eq(t.status, 'open'), lte(t.due_on, today)));
  return row?.n ?? 0;
}

export async function insertTask(db: Db, values: TaskValues): Promise<StoredTask> {
  const [row] = await db.insert(t).values(values).returning();
  return row!;
}

/** Inserts a system task unless one with its source key exists; answers the new row or nothing. */
export async function insertTaskOnce(db: Db, values: TaskValues): Promise<StoredTask | undefined> {
  const [row] = await db.insert(t).values(values).onConflictDoNothing({ target: t.source_key }).returning();
  return row;
}

export async function updateTask(db: Db, id: number, values: Partial<TaskValues>): Promise<StoredTask> {
  const [row] = await db.update(t).set(values).where(eq(t.id, id)).returning();
  return row!;
}

export async function deleteTask(db: Db, id: number): Promise<void> {
  await db.delete(t).where(eq(t.id, id));
}

/** Whether the user exists and may sign in (a task goes to an active employee only). */
export async function isActiveUser(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.active, true)));
  return row !== undefined;
}

export async function userName(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ name: fullName(users) })
    .from(users)
    .where(eq(users.id, id));
  return row?.name ?? null;
}

/** The active employees, by name. */
export function activeUsers(db: Db) {
  return db
    .select({ id: users.id, name: fullName(users) })
    .from(users)
    .where(eq(users.active, true))
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
}

/**
 * The open tasks that fell due and whose assignee has not been told yet, each claimed (marked told) in
 * the caller's transaction; two processes never claim one task.
 */
export async function claimDueTasks(db: Db, now: TbilisiNow, at: Date, limit: number) {
  return db
    .update(t)
    .set({ due_noticed_at: at })
    .where(
      sql`${t.id} in (select ${t.id} from ${t} where ${and(
        isNull(t.due_noticed_at),
        eq(t.status, 'open'),
        or(
          lt(t.due_on, now.today),
          and(eq(t.due_on, now.today), sql`coalesce(${t.due_time}, '00:00') <= ${now.time}`),
        ),
      )} order by ${t.id} limit ${limit} for update skip locked)`,
    )
    .returning();
}
