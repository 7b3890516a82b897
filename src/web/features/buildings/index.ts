export { buildingKeys } from './api/building-keys';
export { useBuilding } from './api/get-building';
export { useBuildingOptions } from './api/get-buildings';
export { useLookup, type LookupItem, type LookupName } from './api/get-property-lookups';
export { propertyKeys } from './api/property-keys';
export { useUnitSearch, type UnitSearch } from './api/search-units';

/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  BuildingsPage: () => import('./routes/buildings-page').then((m) => m.BuildingsPage),
};
