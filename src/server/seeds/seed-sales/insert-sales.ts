import { saleCustomers, saleProperties, sales } from '../../db/schema';
import type { Db } from '../../db/client';
import { insertInBatches } from './batches';
import { at } from './dates';
import type { Plan } from './plan-sale';

/** Inserts the sales, then their units and buyers; answers the sales' ids by plan index. */
export async function insertSales(tx: Db, plans: Plan[]): Promise<number[]> {
  const ids: number[] = [];
  await insertInBatches(plans, 100, async (batch) => {
    const created = await tx
      .insert(sales)
      .values(batch.map((p) => p.values))
      .returning({ id: sales.id });
    ids.push(...created.map((c) => c.id));
  });
  await tx.insert(saleProperties).values(
    plans.flatMap((p) =>
      p.units.map((u, i) => ({
        sale_id: ids[p.index]!,
        property_id: u.id,
        price: p.unitPrices[i]!,
        released_at: p.kind === 'canceled' ? at(p.canceledOn!, 15) : p.deletedOn ? at(p.deletedOn, 12) : null,
      })),
    ),
  );
  await tx.insert(saleCustomers).values(
    plans.flatMap((p) => [
      ...(p.formerCustomerId
        ? [
            {
              sale_id: ids[p.index]!,
              customer_id: p.formerCustomerId,
              position: 0,
              added_at: at(p.start, 10),
              removed_at: at(p.values.customer_change_date!, 12),
              removal_reason: p.values.customer_change_reason!,
            },
          ]
        : []),
      ...p.customerIds.map((customer_id, position) => ({
        sale_id: ids[p.index]!,
        customer_id,
        position,
        added_at: at(p.values.customer_change_date ?? p.start, 10),
      })),
    ]),
  );
  return ids;
}
