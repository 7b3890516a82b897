import { saveSchedule } from '../../modules/sales/sale-ledger.service';
import type { AuditContext } from '../../platform/audit';
import type { Db } from '../../db/client';
import type { Plan } from './plan-sale';

/**
 * Each schedule through the ledger, after the payments: it writes the schedule version and rebuilds the
 * instalments and balances from the payments.
 */
export async function saveSchedules(
  tx: Db,
  plans: Plan[],
  ids: number[],
  admin: number,
  today: string,
): Promise<void> {
  const audit: AuditContext = { userId: admin, ip: null };
  for (const p of plans)
    await saveSchedule(
      tx,
      ids[p.index]!,
      p.rows.map((r) => ({ date: r.date, amount: r.amount, first: r.first })),
      'created',
      audit,
      today,
    );
}
