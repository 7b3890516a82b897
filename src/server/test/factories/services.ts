import type { Db } from '../../db/client';
import { serviceTypes } from '../../db/schema';

/** A service type priced 1,000 USD a piece (a line of quantity 1 costs 1,000); answers the id. */
export async function insertServiceType(
  db: Db,
  overrides: Partial<typeof serviceTypes.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(serviceTypes)
    .values({
      name: 'ფიქსირებული',
      kind: 'other',
      unit: 'piece',
      unit_price: '1000',
      currency: 'USD',
      ...overrides,
    })
    .returning({ id: serviceTypes.id });
  return row!.id;
}
