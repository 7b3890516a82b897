import type { Currency } from '@shared/money/money';
/** The fields of a unit the chessboard draws and filters on; the API's compact unit has at least these. */
export type BoardUnit = {
  id: number;
  floor: number;
  number: string;
  status: string;
  state: string;
  view: string | null;
  rooms: number | null;
  total_area: string;
  price_per_m2: string;
  total_price: string;
  currency: Currency;
};

export type PriceMode = 'total' | 'per_m2';

/** Empty strings mean "any"; rooms '4+' means four or more. */
export type BoardFilters = {
  rooms: string;
  area_from: string;
  area_to: string;
  price_from: string;
  price_to: string;
  state: string;
  view: string;
};

export const noBoardFilters: BoardFilters = {
  rooms: '',
  area_from: '',
  area_to: '',
  price_from: '',
  price_to: '',
  state: '',
  view: '',
};

export type Floor<U extends BoardUnit> = { floor: number; units: U[] };

const byNumber = new Intl.Collator(undefined, { numeric: true });

/** Floors top first, units on a floor in number order (so "10" follows "9"). */
export function toFloors<U extends BoardUnit>(units: readonly U[]): Floor<U>[] {
  const floors = new Map<number, U[]>();
  for (const unit of units) {
    const row = floors.get(unit.floor);
    if (row) row.push(unit);
    else floors.set(unit.floor, [unit]);
  }
  return [...floors]
    .sort(([a], [b]) => b - a)
    .map(([floor, row]) => ({ floor, units: row.sort((a, b) => byNumber.compare(a.number, b.number)) }));
}

const bound = (text: string) => (text.trim() === '' ? null : Number(text));

const within = (value: number, from: number | null, to: number | null) =>
  (from === null || value >= from) && (to === null || value <= to);

/**
 * The ids of the units the filters leave out, computed in one pass. The price bounds apply to the price the
 * board shows (per m² or total). An empty set means nothing is dimmed.
 */
export function dimmedUnits(
  units: readonly BoardUnit[],
  filters: BoardFilters,
  priceMode: PriceMode,
): ReadonlySet<number> {
  const areaFrom = bound(filters.area_from);
  const areaTo = bound(filters.area_to);
  const priceFrom = bound(filters.price_from);
  const priceTo = bound(filters.price_to);
  const roomsAtLeast = filters.rooms.endsWith('+');
  const rooms = bound(filters.rooms.replace('+', ''));
  const dimmed = new Set<number>();
  for (const unit of units) {
    const matches =
      (rooms === null ||
        (unit.rooms !== null && (roomsAtLeast ? unit.rooms >= rooms : unit.rooms === rooms))) &&
      (filters.state === '' || unit.state === filters.state) &&
      (filters.view === '' || unit.view === filters.view) &&
      within(Number(unit.total_area), areaFrom, areaTo) &&
      within(Number(priceMode === 'total' ? unit.total_price : unit.price_per_m2), priceFrom, priceTo);
    if (!matches) dimmed.add(unit.id);
  }
  return dimmed;
}
