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
  if (user.permissions.includes('all_buildings_access')) return undefined;
  if (user.buildingIds.length === 0) return sql`false`;
  return inArray(column, user.buildingIds);
}

export function canSeeBuilding(
  user: Pick<AuthUser, 'permissions' | 'buildingIds'>,
  buildingId: number,
): boolean {
  return user.permissions.includes('all_buildings_access') || user.buildingIds.includes(buildingId);
}
