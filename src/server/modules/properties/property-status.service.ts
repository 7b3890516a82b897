import type { z } from 'zod';
import type { changeStatusBody } from '@shared/properties/contracts';
import type { PropertyStatus } from '@shared/properties/enums';
import type { Db } from '../../db/client';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, invalid, notFound } from '../../platform/errors';
import * as repo from './properties.repository';

/**
 * The one way a unit's status changes (by hand, by a booking, a sale or a split): a conditional UPDATE
 * that only succeeds while the unit still has `from`. The loser of a race gets 409, a unit outside the
 * user's buildings 404. Call it inside the transaction that makes the rest of the change.
 */
export async function transitionStatus(
  tx: Db,
  user: repo.Scope,
  id: number,
  from: PropertyStatus,
  to: PropertyStatus,
  audit: AuditContext,
): Promise<void> {
  if (!(await repo.moveStatus(tx, user, id, from, to))) {
    if (!(await repo.findProperty(tx, user, id))) throw notFound();
    throw new HttpError(409, 'properties.status_conflict');
  }
  await writeAudit(tx, audit, {
    action: 'update',
    entityType: 'property',
    entityId: id,
    before: { status: from },
    after: { status: to },
  });
}

/** free <-> not_for_sale by hand; the unit must still be in the status the screen showed. */
export async function changeStatusByHand(
  deps: AppDeps,
  user: repo.Scope,
  id: number,
  input: z.output<typeof changeStatusBody>,
  audit: AuditContext,
): Promise<void> {
  const from = input.expected_status ?? (input.status === 'free' ? 'not_for_sale' : 'free');
  if (from === input.status) throw invalid('expected_status', 'validation.invalid_value');
  await deps.db.transaction((tx) => transitionStatus(tx, user, id, from, input.status, audit));
}
