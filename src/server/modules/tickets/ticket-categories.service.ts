import type { z } from 'zod';
import type { TicketCategory, ticketCategoryBody } from '@shared/tickets/contracts';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { invalid, notFound } from '../../platform/errors';
import * as repo from './tickets.repository';

/** Ticket categories: what a request is about, and how many hours staff have to answer it. */
type CategoryInput = z.output<typeof ticketCategoryBody>;

const present = (c: repo.CategoryRecord): TicketCategory => ({
  id: c.id,
  name: c.name,
  response_hours: c.response_hours,
});
const snapshot = (c: repo.CategoryRecord) => ({ name: c.name, response_hours: c.response_hours });

export async function listCategories(deps: AppDeps): Promise<{ data: TicketCategory[] }> {
  return { data: (await repo.listCategories(deps.db)).map(present) };
}

/** POST /api/ticket-categories: creates, or with `id` renames and re-times; names are unique in any case. */
export async function saveCategory(
  deps: AppDeps,
  input: CategoryInput,
  audit: AuditContext,
): Promise<TicketCategory> {
  return deps.db.transaction(async (tx) => {
    const before = input.id === undefined ? undefined : await repo.findCategory(tx, input.id);
    if (input.id !== undefined && !before) throw notFound();
    if (await repo.categoryNameTaken(tx, input.name, input.id))
      throw invalid('name', 'tickets.category_name_taken');
    const values = { name: input.name, response_hours: input.response_hours };
    const saved = before
      ? await repo.updateCategory(tx, before.id, values)
      : await repo.insertCategory(tx, values);
    await writeAudit(tx, audit, {
      action: before ? 'update' : 'create',
      entityType: 'ticket_category',
      entityId: saved.id,
      before: before && snapshot(before),
      after: snapshot(saved),
    });
    return present(saved);
  });
}

/** A category that tickets still use stays (422): the office moves them first. */
export async function deleteCategory(deps: AppDeps, id: number, audit: AuditContext): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findCategory(tx, id);
    if (!before) throw notFound();
    if (await repo.categoryInUse(tx, id)) throw invalid('id', 'tickets.category_in_use');
    await repo.deleteCategory(tx, id);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'ticket_category',
      entityId: id,
      before: snapshot(before),
    });
  });
}
