import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';
import { buildingScope, canSeeBuilding } from './building-scope';

const dialect = new PgDialect();
const render = (user: { permissions: string[]; buildingIds: number[] }) => {
  const condition = buildingScope(user, users.id);
  return condition ? dialect.sqlToQuery(condition) : undefined;
};

describe('building scope', () => {
  it('filters nothing with all_buildings_access', () => {
    expect(render({ permissions: ['all_buildings_access'], buildingIds: [] })).toBeUndefined();
    expect(canSeeBuilding({ permissions: ['all_buildings_access'], buildingIds: [] }, 7)).toBe(true);
  });

  it('limits to the listed buildings otherwise', () => {
    expect(render({ permissions: ['view_sales'], buildingIds: [2, 5] })).toMatchObject({
      sql: '"users"."id" in ($1, $2)',
      params: [2, 5],
    });
    expect(canSeeBuilding({ permissions: [], buildingIds: [2, 5] }, 5)).toBe(true);
    expect(canSeeBuilding({ permissions: [], buildingIds: [2, 5] }, 7)).toBe(false);
  });

  it('shows nothing to a user with no buildings and no global access', () => {
    expect(render({ permissions: ['view_sales'], buildingIds: [] })).toMatchObject({
      sql: 'false',
      params: [],
    });
  });
});
