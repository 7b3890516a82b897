export { buildingKeys } from './api/building-keys';
export { useBuilding } from './api/get-building';
export { useBuildingOptions } from './api/get-buildings';
export { useLookup, type LookupItem, type LookupName } from './api/get-property-lookups';
export { propertyKeys } from './api/property-keys';
export { useUnitSearch, type UnitSearch } from './api/search-units';
export { BuildingsPage } from './routes/buildings-page';
