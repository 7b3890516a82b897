import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buildings, properties, saleProperties } from '../../db/schema';

type NewComplex = typeof buildings.$inferInsert;
export type UnitOverrides = Partial<typeof properties.$inferInsert>;

// Module state lives per test file (vitest gives each file its own module graph).
const runTag = randomBytes(3).toString('hex').toUpperCase();
let serial = 0;
const handedOut = new Set<number>();

/** A complex of the test's own; answers the row. */
export async function insertComplex(db: Db, values: NewComplex) {
  const [row] = await db.insert(buildings).values(values).returning();
  return row!;
}

/** A unit of the complex: a free 50 m² white-frame apartment at 2,000 USD/m² unless the overrides say otherwise; answers the row. */
export async function insertUnit(db: Db, buildingId: number, overrides: UnitOverrides = {}) {
  const [row] = await db
    .insert(properties)
    .values({
      building_id: buildingId,
      floor: 2,
      number: `U${runTag}-${++serial}`,
      type: 'apartment',
      state: 'white_frame',
      status: 'free',
      total_area: '50.00',
      price_per_m2: '2000',
      total_price: '100000',
      currency: 'USD',
      ...overrides,
    })
    .returning();
  return row!;
}

/** Units of a complex that are free and in no live sale, not handed out before in this file (added if short). */
export async function freeUnits(db: Db, buildingId: number, count = 1): Promise<number[]> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.building_id, buildingId),
        eq(properties.status, 'free'),
        isNull(properties.retired_at),
        notExists(
          db
            .select({ one: sql`1` })
            .from(saleProperties)
            .where(and(eq(saleProperties.property_id, properties.id), isNull(saleProperties.released_at))),
        ),
      ),
    )
    .orderBy(asc(properties.id));
  const picked = rows
    .map((r) => r.id)
    .filter((id) => !handedOut.has(id))
    .slice(0, count);
  // How many demo units are still free depends on the day the demo was seeded: add any that are missing.
  while (picked.length < count) picked.push((await insertUnit(db, buildingId)).id);
  picked.forEach((id) => handedOut.add(id));
  return picked;
}

/** One unit as freeUnits hands them out. */
export async function freeUnit(db: Db, buildingId: number): Promise<number> {
  return (await freeUnits(db, buildingId, 1))[0]!;
}
