import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, notFound } from '../../platform/errors';
import { removeCommentsOf } from '../comments/comments.service';
import { deleteFiles } from '../documents/documents.service';
import { releaseUnits } from './sale-units';
import * as write from './sales-write.repository';
import { snapshot, type Writer } from './sales-write.service';

/** Deleting a sale entered by mistake, and moving a sale to the trash with a comment. */

/**
 * DELETE /api/sales/{id}: for a sale entered by mistake. A sale with payments or invoices is refused
 * (409; the office deletes it with a comment instead); otherwise it goes with its units' hold, files and
 * comments.
 */
export async function deleteSale(
  deps: AppDeps,
  user: Writer,
  id: number,
  audit: AuditContext,
): Promise<void> {
  const removeFileBytes = await deps.db.transaction(async (tx) => {
    const sale = await write.lockSale(tx, user, id, 'any');
    if (!sale) throw notFound();
    if ((await write.paymentCount(tx, id)) > 0) throw new HttpError(409, 'sales.has_payments');
    if ((await write.invoiceCount(tx, id)) > 0) throw new HttpError(409, 'sales.has_invoices');
    await releaseUnits(tx, id, new Date(), audit);
    const removeBytes = await deleteFiles(tx, deps.storage, { type: 'sale', id }, audit);
    await removeCommentsOf(tx, 'sale', id);
    await write.deleteSale(tx, id);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'sale',
      entityId: id,
      before: snapshot(sale),
    });
    return removeBytes;
  });
  await removeFileBytes();
}

/**
 * POST /api/sales/{id}/delete-with-comment: the sale moves to the trash with who, when and why; its
 * units go back to sale; its money history stays readable among trashed sales.
 */
export async function trashSale(
  deps: AppDeps,
  user: Writer,
  id: number,
  comment: string,
  audit: AuditContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const sale = await write.lockSale(tx, user, id, 'live');
    if (!sale) throw notFound();
    const at = new Date();
    const released = await releaseUnits(tx, id, at, audit);
    await write.updateSale(tx, id, { deleted_at: at, delete_comment: comment, deleted_by: audit.userId });
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'sale',
      entityId: id,
      before: { deleted_at: null, delete_comment: null },
      after: { deleted_at: at, delete_comment: comment, released_property_ids: released },
    });
  });
}
