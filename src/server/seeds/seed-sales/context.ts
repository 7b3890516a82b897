import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Currency } from '@shared/money/money';
import type { Db } from '../../db/client';
import {
  agents,
  bankAccounts,
  banks,
  bookings,
  buildings,
  customers,
  properties,
  roles,
  userRoles,
  users,
} from '../../db/schema';

/** A unit a demo sale may take: free or already marked sold by the inventory. */
export interface Unit {
  id: number;
  building_id: number;
  type: string;
  status: string;
  total_price: string;
  currency: Currency;
}

/** Users who may be responsible for a sale: active, holding can_be_responsible_sale_manager directly or by role. */
async function responsibleUsers(tx: Db): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.user_id, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.role_id))
    .where(
      and(
        eq(users.active, true),
        sql`('can_be_responsible_sale_manager' = any(${users.permissions}) or 'can_be_responsible_sale_manager' = any(${roles.permissions}))`,
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

/** What the demo sales are made of: the complexes, buyers, staff, agents, banks, accounts, bookings and units. */
export type SalesContext = NonNullable<Awaited<ReturnType<typeof loadSalesContext>>>;

/** Reads what the earlier seeds made; null when there is nothing to sell to anyone. */
export async function loadSalesContext(tx: Db) {
  const buildingIds = (await tx.select({ id: buildings.id }).from(buildings).orderBy(asc(buildings.id))).map(
    (b) => b.id,
  );
  const customerRows = await tx
    .select({
      id: customers.id,
      type: customers.type,
      citizenship: customers.citizenship,
      created_by: customers.created_by,
    })
    .from(customers)
    .orderBy(asc(customers.id));
  const userIds = new Map(
    (await tx.select({ id: users.id, username: users.username }).from(users)).map((u) => [u.username, u.id]),
  );
  // The client manager is responsible for the sales of the buyers they registered, and only those.
  const clientManager = userIds.get('client_manager');
  const managers = (await responsibleUsers(tx)).filter((id) => id !== clientManager);
  if (!buildingIds.length || !customerRows.length || !managers.length) return null;
  const responsibleFor = (buyerRegisteredBy: number | null, index: number) =>
    clientManager !== undefined && buyerRegisteredBy === clientManager
      ? clientManager
      : managers[index % managers.length]!;
  const admin = userIds.get('admin') ?? managers[0]!;
  const cashiers = ['accountant', 'admin', 'sales_manager']
    .map((n) => userIds.get(n))
    .filter((id) => id !== undefined);
  const agentRows = await tx
    .select({ id: agents.id, fee: agents.fee_percent })
    .from(agents)
    .where(eq(agents.active, true))
    .orderBy(asc(agents.id));
  const bankIds = (await tx.select({ id: banks.id }).from(banks).orderBy(asc(banks.id))).map((b) => b.id);
  const accountsByBuilding = new Map<number, number[]>();
  for (const a of await tx
    .select({ id: bankAccounts.id, building_id: bankAccounts.building_id })
    .from(bankAccounts)
    .orderBy(asc(bankAccounts.id)))
    if (a.building_id !== null)
      accountsByBuilding.set(a.building_id, [...(accountsByBuilding.get(a.building_id) ?? []), a.id]);
  const converted = new Map(
    (
      await tx
        .select({ id: bookings.id, property_id: bookings.property_id, customer_id: bookings.customer_id })
        .from(bookings)
        .where(eq(bookings.status, 'converted'))
    ).map((b) => [b.property_id, b]),
  );
  const unitRows: Unit[] = await tx
    .select({
      id: properties.id,
      building_id: properties.building_id,
      type: properties.type,
      status: properties.status,
      total_price: properties.total_price,
      currency: properties.currency,
    })
    .from(properties)
    .where(inArray(properties.status, ['free', 'sold']))
    .orderBy(asc(properties.id));
  return {
    buildingIds,
    customerRows,
    managers,
    responsibleFor,
    admin,
    cashiers,
    agentRows,
    bankIds,
    accountsByBuilding,
    converted,
    unitRows,
  };
}
