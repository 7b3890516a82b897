import type { AuthUser } from '../../platform/access';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { requireSale } from '../sales/sales.service';
import * as repo from './messaging.repository';

/**
 * PUT /api/sales/{id}/notifications: whether the automated run writes to the sale's buyers (a sale in
 * court, a buyer who asked not to be written to). Messages already queued by the run are canceled when
 * they come up for delivery; hand-sent ones still go.
 */
export async function setSaleNotifications(
  deps: AppDeps,
  user: AuthUser,
  saleId: number,
  enabled: boolean,
  audit: AuditContext,
): Promise<{ notifications_enabled: boolean }> {
  const { sale } = await requireSale(deps, user, saleId);
  if (sale.notifications_enabled !== enabled)
    await deps.db.transaction(async (tx) => {
      await repo.setSaleNotifications(tx, saleId, enabled);
      await writeAudit(tx, audit, {
        action: 'update',
        entityType: 'sale',
        entityId: saleId,
        before: { notifications_enabled: sale.notifications_enabled },
        after: { notifications_enabled: enabled },
      });
    });
  return { notifications_enabled: enabled };
}
