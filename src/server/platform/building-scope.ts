import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthUser } from './access';

/**
 * The one place that decides which complexes a user's queries may touch: every building-scoped
 * repository adds `buildingScope(user, table.building_id)` to its WHERE clause. With
 * all_buildings_access nothing is filtered; otherwise only the user's listed buildings (none if none).
 */
export function buildingScope(
  user: Pick<AuthUser, 'permissions' | 'buildingIds'>,
  column: AnyPgColumn,
): SQL | undefined {
  if (seesEveryBuilding(user)) return undefined;
  if (user.buildingIds.length === 0) return sql`false`;
  return inArray(column, user.buildingIds);
}

/**
 * Whether nothing limits the user by complex (all_buildings_access). The only way to that answer: no
 * other permission (a log, a report, a bonus reader's) widens a user's complexes.
 */
export const seesEveryBuilding = (user: Pick<AuthUser, 'permissions'>): boolean =>
  user.permissions.includes('all_buildings_access');

export function canSeeBuilding(
  user: Pick<AuthUser, 'permissions' | 'buildingIds'>,
  buildingId: number,
): boolean {
  return seesEveryBuilding(user) || user.buildingIds.includes(buildingId);
}
