import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { barterDeals, barterProperties, customers, properties } from '../db/schema';

type DemoDeal = Omit<typeof barterDeals.$inferInsert, 'customer_id'> & { units: number };

const DEALS: DemoDeal[] = [
  {
    item_type: 'land',
    description: '1200 მ² სასოფლო-სამეურნეო ნაკვეთი წყნეთში',
    valuation: '96000.00',
    currency: 'USD',
    deal_date: '2025-11-14',
    status: 'active',
    units: 1,
    note: 'ნაკვეთის საკადასტრო ამონაწერი შემოწმებულია',
  },
  {
    item_type: 'vehicle',
    description: 'Toyota Land Cruiser Prado, 2021, თეთრი',
    vehicle_brand: 'Toyota',
    vehicle_model: 'Land Cruiser Prado',
    vehicle_year: 2021,
    valuation: '52000.00',
    currency: 'USD',
    deal_date: '2026-01-20',
    status: 'active',
    units: 1,
    note: '',
  },
  {
    item_type: 'materials',
    description: 'არმატურა A500C, 180 ტონა, მიწოდება ორ ეტაპად',
    valuation: '410000.00',
    currency: 'GEL',
    deal_date: '2025-09-03',
    status: 'completed',
    units: 2,
    note: 'მიწოდება დასრულდა',
  },
  {
    item_type: 'works',
    description: 'ფასადის მოპირკეთება, B ბლოკი',
    valuation: '135000.00',
    currency: 'USD',
    deal_date: '2026-02-02',
    status: 'active',
    units: 1,
    note: '',
  },
];

/**
 * Demo barter deals on free units of the demo complexes, the units moved to 'barter' here directly.
 * Counterparties are the demo customers; without any, no deal is made. Runs inside the demo seed's transaction.
 */
export async function seedBarter(tx: Db): Promise<void> {
  const people = await tx
    .select({ id: customers.id })
    .from(customers)
    .orderBy(asc(customers.id))
    .limit(DEALS.length);
  if (!people.length) return;
  const needed = DEALS.reduce((n, d) => n + d.units, 0);
  // The top floors' last free units, taken from each complex in turn.
  const free = await tx
    .select({ id: properties.id, building_id: properties.building_id })
    .from(properties)
    .where(and(eq(properties.status, 'free'), eq(properties.type, 'apartment')))
    .orderBy(desc(properties.floor), desc(properties.id))
    .limit(needed * 10);
  const byBuilding = new Map<number, number[]>();
  for (const u of free) byBuilding.set(u.building_id, [...(byBuilding.get(u.building_id) ?? []), u.id]);
  const queues = [...byBuilding.keys()].sort((a, b) => a - b).map((b) => byBuilding.get(b)!);
  if (!queues.length) return;
  const plan = DEALS.map((d, i) => {
    const queue = queues[i % queues.length]!;
    return { deal: d, customerId: people[i % people.length]!.id, unitIds: queue.splice(0, d.units) };
  }).filter((p) => p.unitIds.length === p.deal.units);
  if (!plan.length) return;
  const created = await tx
    .insert(barterDeals)
    .values(plan.map(({ deal: { units: _u, ...d }, customerId }) => ({ ...d, customer_id: customerId })))
    .returning({ id: barterDeals.id });
  await tx
    .insert(barterProperties)
    .values(
      plan.flatMap((p, i) => p.unitIds.map((property_id) => ({ barter_id: created[i]!.id, property_id }))),
    );
  await tx
    .update(properties)
    .set({ status: 'barter' })
    .where(
      inArray(
        properties.id,
        plan.flatMap((p) => p.unitIds),
      ),
    );
}
