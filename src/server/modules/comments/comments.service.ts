import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { COMMENT_MODELS, type Comment, type CommentModel } from '@shared/comments/contracts';
import { hasAnyPermission } from '@shared/permissions';
import type { AuthUser } from '../../platform/access';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, notFound } from '../../platform/errors';
import * as repo from './comments.repository';

type Viewer = repo.Viewer & Pick<AuthUser, 'roles'>;

/**
 * The condition on `sales` that keeps a query to the sales the user may see: the sales module's rule,
 * handed in by modules/index.ts (sales imports comments, so comments may not import sales).
 */
export type SaleScopeRule = (viewer: repo.Viewer) => SQL | undefined;

const canChange = (viewer: Viewer, authorId: number | null) =>
  authorId === viewer.id || viewer.roles.includes('admin');

const view = (viewer: Viewer, row: repo.CommentRecord): Comment => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  edited: row.updated_at.getTime() - row.created_at.getTime() > 1000,
  can_change: canChange(viewer, row.user_id),
});

/** A record the user cannot see answers 404, exactly like a missing one. */
async function requireRecord(
  deps: AppDeps,
  viewer: Viewer,
  saleScope: SaleScopeRule,
  model: CommentModel,
  id: number,
) {
  if (!(await repo.recordVisible(deps.db, viewer, saleScope(viewer), model, id))) throw notFound();
}

export async function listComments(
  deps: AppDeps,
  viewer: Viewer,
  saleScope: SaleScopeRule,
  model: CommentModel,
  modelId: number,
) {
  await requireRecord(deps, viewer, saleScope, model, modelId);
  return (await repo.listComments(deps.db, model, modelId)).map((row) => view(viewer, row));
}

export async function addComment(
  deps: AppDeps,
  viewer: Viewer,
  saleScope: SaleScopeRule,
  model: CommentModel,
  modelId: number,
  body: string,
  audit: AuditContext,
): Promise<Comment> {
  await requireRecord(deps, viewer, saleScope, model, modelId);
  const id = await deps.db.transaction(async (tx) => {
    const created = await repo.insertComment(tx, { model, model_id: modelId, body, user_id: viewer.id });
    await writeAudit(tx, audit, {
      action: 'create',
      entityType: 'comment',
      entityId: created,
      after: { model, model_id: modelId, body },
    });
    return created;
  });
  return view(viewer, (await repo.findComment(deps.db, id))!);
}

/**
 * Only the author or an admin changes a comment, and only while they can still see the record it is
 * on (a comment on another building's booking is as invisible as the booking).
 */
async function requireChangeable(deps: AppDeps, viewer: Viewer, saleScope: SaleScopeRule, id: number) {
  const row = await repo.findComment(deps.db, id);
  if (!row) throw notFound();
  const model = row.model;
  if (!hasAnyPermission(viewer.permissions, COMMENT_MODELS[model]))
    throw new HttpError(403, 'errors.forbidden', { missing_permission: COMMENT_MODELS[model].join('|') });
  await requireRecord(deps, viewer, saleScope, model, row.model_id);
  if (!canChange(viewer, row.user_id))
    throw new HttpError(403, 'comments.author_only', { missing_permission: null });
  return row;
}

export async function updateComment(
  deps: AppDeps,
  viewer: Viewer,
  saleScope: SaleScopeRule,
  id: number,
  body: string,
  audit: AuditContext,
): Promise<Comment> {
  const before = await requireChangeable(deps, viewer, saleScope, id);
  await deps.db.transaction(async (tx) => {
    await repo.updateComment(tx, id, body);
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'comment',
      entityId: id,
      before: { body: before.body },
      after: { body },
    });
  });
  return view(viewer, (await repo.findComment(deps.db, id))!);
}

export async function deleteComment(
  deps: AppDeps,
  viewer: Viewer,
  saleScope: SaleScopeRule,
  id: number,
  audit: AuditContext,
) {
  const before = await requireChangeable(deps, viewer, saleScope, id);
  await deps.db.transaction(async (tx) => {
    await repo.deleteComment(tx, id);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'comment',
      entityId: id,
      before: { model: before.model, model_id: before.model_id, body: before.body },
    });
  });
}

/** A record deleted for good takes its comments with it; call it in the deleting transaction. */
export async function removeCommentsOf(tx: Db, model: CommentModel, modelId: number): Promise<void> {
  await repo.deleteCommentsOf(tx, model, modelId);
}
