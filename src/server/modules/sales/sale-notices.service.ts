import type { NoticeKind } from '@shared/notifications/contracts';
import type { Db } from '../../db/client';
import { customerParams, unitsParams } from '../notifications/notices.service';
import { notifyUsers } from '../notifications/notices.service';
import * as repo from './sale-notices.repository';

/**
 * Tells each sale's responsible manager, in the caller's transaction, what happened to it: the notice
 * names the contract, the units and the main buyer, plus `extra` (a payment's amount). `actorId` is the
 * user who did it: they are not told of their own action (the payment they just entered).
 */
export async function notifySaleManagers(
  tx: Db,
  saleIds: readonly number[],
  kind: NoticeKind,
  options: { actorId?: number | null; extra?: Record<string, string> } = {},
): Promise<void> {
  if (!saleIds.length) return;
  const subjects = (await repo.salesToTell(tx, [...saleIds])).filter(
    (s) => s.responsible_user_id !== null && s.responsible_user_id !== options.actorId,
  );
  for (const sale of subjects)
    await notifyUsers(tx, [sale.responsible_user_id!], {
      kind,
      params: {
        contract_no: sale.contract_no,
        ...unitsParams(sale.complex, sale.units),
        ...customerParams(sale.main_buyer ?? undefined),
        ...options.extra,
      },
      saleId: sale.id,
      buildingId: sale.building_id,
    });
}
