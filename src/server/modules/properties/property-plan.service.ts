import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, notFound, ValidationFailed } from '../../platform/errors';
import { IMAGE_TYPES, type Upload } from '../../platform/files';
import * as repo from './properties.repository';

/** A floor plan is an image or a PDF, as the sales team receives them from the architects. */
const PLAN_TYPES = [...IMAGE_TYPES, 'application/pdf'];

export async function attachPlan(
  deps: AppDeps,
  user: repo.Scope & { id: number },
  id: number,
  plan: Upload | undefined,
  audit: AuditContext,
) {
  if (!plan) throw new ValidationFailed({ plan: ['validation.required'] });
  const before = await repo.findProperty(deps.db, user, id);
  if (!before) throw notFound();
  if (before.status === 'retired') throw new HttpError(422, 'properties.retired_read_only');
  const removeOldPlanBytes = await deps.db.transaction(async (tx) => {
    const fileId = await deps.storage.save(tx, plan, PLAN_TYPES, user.id);
    await repo.setPlanFile(tx, id, fileId);
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'property',
      entityId: id,
      before: { plan_file_id: before.plan_file_id },
      after: { plan_file_id: fileId },
    });
    return deps.storage.forget(tx, [before.plan_file_id]);
  });
  await removeOldPlanBytes();
}
