import type { Db } from '../../db/client';
import { customers } from '../../db/schema';

export type CustomerOverrides = Partial<typeof customers.$inferInsert>;

/** A person, ნინო ბერიძე unless the overrides say otherwise; answers the id. */
export async function insertCustomer(db: Db, overrides: CustomerOverrides = {}): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({ type: 'individual', first_name: 'ნინო', last_name: 'ბერიძე', ...overrides })
    .returning({ id: customers.id });
  return row!.id;
}
