import type { Locale } from '@shared/i18n/locales';
import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@shared/money/money';
import type { PropertyState, PropertyType, PropertyView } from '@shared/properties/enums';
import type { Db } from '../../db/client';
import { buildings, properties, propertyFeatureLinks } from '../../db/schema';
import { buildingScope } from '../../platform/building-scope';
import type { PageWindow } from '../../platform/pagination';
import { naturalNumber, withBuilding, type PropertyRecord, type Scope } from './properties.repository';

/** Filters of GET /api/properties; retired (split) units only on request. */
export interface PropertyFilters {
  building_id?: number | undefined;
  block?: string | undefined;
  floor_from?: number | undefined;
  floor_to?: number | undefined;
  number?: string | undefined;
  type?: PropertyType[] | undefined;
  state?: PropertyState[] | undefined;
  status?: string[] | undefined;
  view?: PropertyView[] | undefined;
  rooms?: number[] | undefined;
  area_from?: string | undefined;
  area_to?: string | undefined;
  price_from?: string | undefined;
  price_to?: string | undefined;
  currency?: Currency | undefined;
  feature_id?: number | undefined;
  include_retired?: boolean | undefined;
}

export interface PropertySort {
  sort?: 'number' | 'floor' | 'total_area' | 'total_price' | 'price_per_m2' | undefined;
  direction: 'asc' | 'desc';
}

const many = <T>(column: Parameters<typeof inArray>[0], values: T[] | undefined) =>
  values?.length ? inArray(column, values) : undefined;

function where(user: Scope, f: PropertyFilters): SQL | undefined {
  const like = f.number ? `%${f.number.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    buildingScope(user, properties.building_id),
    f.include_retired ? undefined : ne(properties.status, 'retired'),
    f.building_id === undefined ? undefined : eq(properties.building_id, f.building_id),
    f.block ? eq(properties.block, f.block) : undefined,
    f.floor_from === undefined ? undefined : gte(properties.floor, f.floor_from),
    f.floor_to === undefined ? undefined : lte(properties.floor, f.floor_to),
    like ? sql`${properties.number} ilike ${like}` : undefined,
    many(properties.type, f.type),
    many(properties.state, f.state),
    many(properties.status, f.status),
    many(properties.view, f.view),
    many(properties.rooms, f.rooms),
    f.area_from ? gte(properties.total_area, f.area_from) : undefined,
    f.area_to ? lte(properties.total_area, f.area_to) : undefined,
    f.price_from ? gte(properties.total_price, f.price_from) : undefined,
    f.price_to ? lte(properties.total_price, f.price_to) : undefined,
    f.currency ? eq(properties.currency, f.currency) : undefined,
    f.feature_id === undefined
      ? undefined
      : sql`exists (select 1 from ${propertyFeatureLinks} where ${propertyFeatureLinks.property_id} = ${properties.id} and ${propertyFeatureLinks.feature_id} = ${f.feature_id})`,
  );
}

function orderBy(s: PropertySort): SQL[] {
  const dir = s.direction === 'desc' ? desc : asc;
  const byDefault = [
    asc(properties.building_id),
    sql`${properties.block} asc nulls first`,
    asc(properties.floor),
    asc(naturalNumber),
  ];
  if (!s.sort) return [...byDefault, asc(properties.id)];
  const column = s.sort === 'number' ? naturalNumber : properties[s.sort];
  return [dir(column), ...byDefault, asc(properties.id)];
}

export async function countProperties(db: Db, user: Scope, filters: PropertyFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(properties)
    .where(where(user, filters));
  return row?.n ?? 0;
}

export function listProperties(
  db: Db,
  user: Scope,
  filters: PropertyFilters,
  sort: PropertySort,
  window: PageWindow,
  locale: Locale,
): Promise<PropertyRecord[]> {
  return db
    .select(withBuilding(locale))
    .from(properties)
    .innerJoin(buildings, eq(buildings.id, properties.building_id))
    .where(where(user, filters))
    .orderBy(...orderBy(sort))
    .limit(window.limit)
    .offset(window.offset);
}
