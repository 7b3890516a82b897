import type { Db } from '../../db/client';
import { auditLogs } from '../../db/schema';
import { insertInBatches } from './batches';
import { at } from './dates';
import type { Plan } from './plan-sale';
import type { StatusChange } from './statuses';

/** The audit history: each sale's creation, status changes, cancellation and deletion. */
export async function insertHistory(
  tx: Db,
  plans: Plan[],
  ids: number[],
  statusChanges: StatusChange[],
  admin: number,
): Promise<void> {
  const statusOf = new Map(statusChanges.map((c) => [c.id, c]));
  await insertInBatches(
    plans.flatMap((p) => {
      const id = ids[p.index]!;
      const by = p.values.created_by ?? admin;
      const entries: (typeof auditLogs.$inferInsert)[] = [
        {
          user_id: by,
          action: 'create',
          entity_type: 'sale',
          entity_id: String(id),
          changes: {
            contract_no: { before: null, after: p.values.contract_no },
            status: { before: null, after: 'active' },
            total_price: { before: null, after: p.values.total_price },
            payment_ccy: { before: null, after: p.ccy },
          },
          created_at: at(p.start, 10),
        },
      ];
      const change = statusOf.get(id);
      if (change)
        entries.push({
          user_id: change.status === 'defective' ? by : null,
          action: 'update',
          entity_type: 'sale',
          entity_id: String(id),
          changes: { status: { before: 'active', after: change.status } },
          created_at: at(change.since, 1),
        });
      if (p.canceledOn)
        entries.push({
          user_id: by,
          action: 'update',
          entity_type: 'sale',
          entity_id: String(id),
          changes: {
            status: { before: 'cancellation_candidate', after: 'canceled' },
            cancellation_reason: { before: null, after: p.values.cancellation_reason },
          },
          created_at: at(p.canceledOn, 15),
        });
      if (p.kind === 'deleted')
        entries.push({
          user_id: admin,
          action: 'delete',
          entity_type: 'sale',
          entity_id: String(id),
          changes: { deleted_at: { before: null, after: at(p.deletedOn!, 12).toISOString() } },
          created_at: at(p.deletedOn!, 12),
        });
      return entries;
    }),
    300,
    (batch) => tx.insert(auditLogs).values(batch),
  );
}
