import { customerName } from '@shared/customers/contracts';
import type { MessageKey } from '@shared/i18n/messages';
import type { Locale } from '@shared/i18n/locales';
import { hasAnyPermission, type Permission } from '@shared/permissions';
import { formatDue, joinDue, tbilisiNow } from '@shared/tasks/due';
import {
  splitDue,
  type SaveTaskBody,
  type Task,
  type TaskAssignee,
  type TaskListQuery,
  type TaskModel,
  type TaskPriority,
} from '@shared/tasks/contracts';
import type { AuthUser } from '../../platform/access';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, notFound, ValidationFailed } from '../../platform/errors';
import { paginateAt } from '../../platform/pagination';
import type { Db } from '../../db/client';
import { getBooking } from '../bookings/bookings.service';
import { getCustomer } from '../customers/customers.service';
import { notifyUsers } from '../notifications/notices.service';
import { getProperty } from '../properties/properties.service';
import { requireSale } from '../sales/sales.service';
import * as repo from './tasks.repository';

/**
 * The team's tasks (issue 17). Anyone signed in gives tasks to anyone active; a task is read by its
 * assignee and its creator (everybody's with view_all_tasks), changed by them (anyone's with
 * manage_tasks) and deleted by its creator (anyone's with manage_tasks).
 */

/** A record a task is about: its view permissions and its own module's loader (404 when not visible). */
const RECORDS: Record<
  TaskModel,
  {
    read: Permission[];
    load: (deps: AppDeps, user: AuthUser, id: number, locale: Locale) => Promise<unknown>;
  }
> = {
  sale: {
    read: ['view_sales', 'view_only_own_sales'],
    load: (deps, user, id) => requireSale(deps, user, id),
  },
  customer: { read: ['view_customers', 'view_only_own_customers'], load: getCustomer },
  booking: { read: ['view_bookings'], load: getBooking },
  property: { read: ['view_properties'], load: getProperty },
};

/** Whether the user may see the record; a record they may not see is as good as missing. */
async function recordVisible(
  deps: AppDeps,
  user: AuthUser,
  model: TaskModel,
  id: number,
  locale: Locale,
): Promise<boolean> {
  const record = RECORDS[model];
  if (!hasAnyPermission(user.permissions, record.read)) return false;
  try {
    await record.load(deps, user, id, locale);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return false;
    throw error;
  }
}

const seesAll = (user: AuthUser) => user.permissions.includes('view_all_tasks');
const managesAll = (user: AuthUser) => user.permissions.includes('manage_tasks');
const mayRead = (user: AuthUser, task: repo.StoredTask) =>
  task.assignee_id === user.id || task.created_by === user.id || seesAll(user);
const mayChange = (user: AuthUser, task: repo.StoredTask) =>
  task.assignee_id === user.id || task.created_by === user.id || managesAll(user);
const mayDelete = (user: AuthUser, task: repo.StoredTask) => task.created_by === user.id || managesAll(user);

function modelLabel(record: repo.TaskRecord, locale: Locale): string | null {
  const unit =
    record.unit_number === null
      ? null
      : `№${record.unit_block ? `${record.unit_block}-` : ''}${record.unit_number}`;
  const customer = record.customer === null ? null : customerName(record.customer, locale);
  switch (record.task.model) {
    case 'sale':
      return record.contract_no === null ? null : `№${record.contract_no}`;
    case 'customer':
      return customer;
    case 'booking':
      return [unit, customer].filter(Boolean).join(' · ') || null;
    case 'property':
      return unit;
    default:
      return null;
  }
}

function present(record: repo.TaskRecord, user: AuthUser, now: repo.TbilisiNow, locale: Locale): Task {
  const { task } = record;
  const open = task.status === 'open';
  const overdue =
    open &&
    task.due_on !== null &&
    (task.due_on < now.today ||
      (task.due_on === now.today && task.due_time !== null && task.due_time <= now.time));
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    priority: task.priority,
    due_date: joinDue(task.due_on, task.due_time),
    status: task.status,
    assignee_id: task.assignee_id,
    assignee: record.assignee_name === null ? null : { id: task.assignee_id, name: record.assignee_name },
    created_by: task.created_by,
    creator:
      task.created_by === null || record.creator_name === null
        ? null
        : { id: task.created_by, name: record.creator_name },
    model: task.model,
    model_id: task.model_id,
    model_label: modelLabel(record, locale),
    overdue,
    due_today: task.due_on === now.today,
    can_delete: mayDelete(user, task),
    created_at: task.created_at.toISOString(),
    modified_at: task.updated_at.toISOString(),
    done_at: task.done_at?.toISOString() ?? null,
  };
}

/** GET /api/tasks: one page of the tasks the user may read. */
export async function listTasks(
  deps: AppDeps,
  user: AuthUser,
  query: TaskListQuery,
  url: string,
  locale: Locale,
) {
  const { page, perpage, scope, model, model_id, ...rest } = query;
  if (scope === 'all' && !seesAll(user))
    throw new HttpError(403, 'errors.forbidden', { missing_permission: 'view_all_tasks' });
  if (model && model_id !== undefined && !(await recordVisible(deps, user, model, model_id, locale)))
    throw notFound();
  const filters: repo.TaskFilters = {
    readerId: user.id,
    scope: scope ?? (seesAll(user) ? 'all' : 'visible'),
    model,
    model_id,
    ...rest,
  };
  const now = tbilisiNow(deps.now());
  return paginateAt(
    url,
    { page, perpage },
    () => repo.countTasks(deps.db, filters, now),
    async (window) =>
      (await repo.listTasks(deps.db, filters, now, window)).map((record) =>
        present(record, user, now, locale),
      ),
  );
}

/** GET /api/tasks/{id}: a task the user may read, else 404. */
export async function getTask(deps: AppDeps, user: AuthUser, id: number, locale: Locale): Promise<Task> {
  const record = await repo.findTaskRecord(deps.db, id);
  if (!record || !mayRead(user, record.task)) throw notFound();
  return present(record, user, tbilisiNow(deps.now()), locale);
}

/** GET /api/tasks/actual: the user's open tasks due today or earlier. */
export async function actualCount(deps: AppDeps, user: AuthUser): Promise<{ count: number }> {
  return { count: await repo.countActual(deps.db, user.id, tbilisiNow(deps.now()).today) };
}

/** GET /api/tasks/assignees: whom a task can be given to. */
export async function assignees(deps: AppDeps): Promise<{ data: TaskAssignee[] }> {
  return { data: (await repo.activeUsers(deps.db)).map((u) => ({ id: u.id, name: u.name ?? '' })) };
}

const snapshot = ({
  id: _i,
  created_at: _c,
  updated_at: _u,
  due_noticed_at: _d,
  source_key: _s,
  ...rest
}: repo.StoredTask) => rest;

/** The assignee hears of a task someone else gave them. */
async function tellAssignee(db: Db, task: repo.StoredTask, creatorName: string): Promise<void> {
  await notifyUsers(db, [task.assignee_id], {
    kind: 'task_assigned',
    params: { task_id: task.id, title: task.title, creator: creatorName },
  });
}

async function checkBody(
  deps: AppDeps,
  user: AuthUser,
  body: SaveTaskBody,
  before: repo.StoredTask | undefined,
  locale: Locale,
) {
  const errors: Record<string, MessageKey[]> = {};
  if (before?.assignee_id !== body.assignee_id && !(await repo.isActiveUser(deps.db, body.assignee_id)))
    errors.assignee_id = ['tasks.assignee_inactive'];
  const model = body.model ?? null;
  const modelId = model ? (body.model_id ?? null) : null;
  const moved = before === undefined || before.model !== model || before.model_id !== modelId;
  if (model && modelId !== null && moved && !(await recordVisible(deps, user, model, modelId, locale)))
    errors.model_id = ['tasks.record_not_found'];
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
  return { model, modelId };
}

/** POST /api/tasks: creates a task, or changes the one named by `id`. */
export async function saveTask(
  deps: AppDeps,
  user: AuthUser,
  body: SaveTaskBody,
  audit: AuditContext,
  locale: Locale,
): Promise<Task> {
  const existing = body.id === undefined ? undefined : (await repo.findTaskRecord(deps.db, body.id))?.task;
  if (body.id !== undefined) {
    if (!existing || !mayRead(user, existing)) throw notFound();
    if (!mayChange(user, existing))
      throw new HttpError(403, 'tasks.not_yours', { missing_permission: 'manage_tasks' });
  }
  const { model, modelId } = await checkBody(deps, user, body, existing, locale);
  const due = body.due_date ? splitDue(body.due_date)! : { date: null, time: null };
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const before = body.id === undefined ? undefined : await repo.lockTask(tx, body.id);
    if (body.id !== undefined && !before) throw notFound();
    const dueMoved = !before || before.due_on !== due.date || before.due_time !== due.time;
    const values = {
      title: body.title,
      description: body.description,
      priority: body.priority,
      due_on: due.date,
      due_time: due.time,
      status: body.status,
      assignee_id: body.assignee_id,
      model,
      model_id: modelId,
      done_at: body.status === 'done' ? (before?.done_at ?? now) : null,
      // A moved deadline is told of again when it comes.
      ...(dueMoved ? { due_noticed_at: null } : {}),
      updated_at: now,
    };
    const after = before
      ? await repo.updateTask(tx, before.id, values)
      : await repo.insertTask(tx, { ...values, created_by: user.id });
    await writeAudit(tx, audit, {
      action: before ? 'update' : 'create',
      entityType: 'task',
      entityId: after.id,
      ...(before ? { before: snapshot(before) } : {}),
      after: snapshot(after),
    });
    if (after.assignee_id !== user.id && after.assignee_id !== before?.assignee_id && after.status === 'open')
      await tellAssignee(tx, after, (await repo.userName(tx, user.id)) || user.username);
    return after.id;
  });
  return getTask(deps, user, id, locale);
}

/** DELETE /api/tasks/{id}: the creator's, or anyone's with manage_tasks. */
export async function deleteTask(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  audit: AuditContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.lockTask(tx, id);
    if (!before || !mayRead(user, before)) throw notFound();
    if (!mayDelete(user, before))
      throw new HttpError(403, 'tasks.delete_not_yours', { missing_permission: 'manage_tasks' });
    await repo.deleteTask(tx, id);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'task',
      entityId: id,
      before: snapshot(before),
    });
  });
}

/** What the system asks of someone: a task with no creator, made once per `sourceKey`. */
export interface SystemTask {
  sourceKey: string;
  title: string;
  assigneeId: number;
  priority: TaskPriority;
  dueDate: string;
  model: TaskModel;
  modelId: number;
}

/**
 * Creates a system task in the caller's transaction unless its source key made one already; answers
 * whether it was created. The assignee hears of it from the due check (it is due the day it is made).
 * Does nothing with the tasks module off.
 */
export async function createSystemTask(tx: Db, deps: AppDeps, task: SystemTask): Promise<boolean> {
  if (!deps.config.modules.tasks) return false;
  const created = await repo.insertTaskOnce(tx, {
    title: task.title,
    priority: task.priority,
    due_on: task.dueDate,
    assignee_id: task.assigneeId,
    created_by: null,
    model: task.model,
    model_id: task.modelId,
    source_key: task.sourceKey,
    updated_at: deps.now(),
  });
  return created !== undefined;
}

/** How many due tasks one run tells of at most; the next run takes the rest. */
const DUE_BATCH = 500;

/**
 * The periodic due check: each open task whose deadline has come and whose assignee was not told yet
 * gets one bell notice, in the transaction that marks it told, so a second run (or process) tells nobody.
 */
export async function noticeDueTasks(deps: AppDeps): Promise<number> {
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const due = await repo.claimDueTasks(tx, tbilisiNow(at), at, DUE_BATCH);
    for (const task of due)
      await notifyUsers(tx, [task.assignee_id], {
        kind: 'task_due',
        params: { task_id: task.id, title: task.title, due: formatDue(joinDue(task.due_on, task.due_time)!) },
      });
    return due.length;
  });
}
