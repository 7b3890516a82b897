import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import { buildingScope } from '../../platform/building-scope';
import { naturalNumber, type Scope } from './properties.repository';

const live = (user: Scope, buildingId: number, block: string | undefined) =>
  and(
    eq(properties.building_id, buildingId),
    ne(properties.status, 'retired'),
    block ? eq(properties.block, block) : undefined,
    buildingScope(user, properties.building_id),
  );

/** Every live unit of a building (or block) in one query, top floor first, as the chessboard draws them. */
export function chessboardUnits(db: Db, user: Scope, buildingId: number, block: string | undefined) {
  return db
    .select({
      id: properties.id,
      block: properties.block,
      floor: properties.floor,
      number: properties.number,
      rooms: properties.rooms,
      total_area: properties.total_area,
      price_per_m2: properties.price_per_m2,
      total_price: properties.total_price,
      currency: properties.currency,
      status: properties.status,
      state: properties.state,
      view: properties.view,
      type: properties.type,
    })
    .from(properties)
    .where(live(user, buildingId, block))
    .orderBy(sql`${properties.block} asc nulls first`, desc(properties.floor), asc(naturalNumber));
}

/** Units and summed prices by status and currency; the sums are numeric in SQL, text in JavaScript. */
export function chessboardTotals(db: Db, user: Scope, buildingId: number, block: string | undefined) {
  return db
    .select({
      status: properties.status,
      currency: properties.currency,
      units: sql<number>`count(*)::int`,
      value: sql<string>`sum(${properties.total_price})::text`,
    })
    .from(properties)
    .where(live(user, buildingId, block))
    .groupBy(properties.status, properties.currency)
    .orderBy(properties.status, properties.currency);
}
