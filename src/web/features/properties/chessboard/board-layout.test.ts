import { describe, expect, it } from 'vitest';
import { dimmedUnits, noBoardFilters, toFloors, type BoardUnit } from './board-layout';

const unit = (id: number, over: Partial<BoardUnit> = {}): BoardUnit => ({
  id,
  floor: 1,
  number: String(id),
  status: 'free',
  state: 'white_frame',
  view: 'city',
  rooms: 2,
  total_area: '60.00',
  price_per_m2: '1000.00',
  total_price: '60000.00',
  currency: 'USD',
  ...over,
});

describe('toFloors', () => {
  it('puts the top floor first and orders numbers as numbers', () => {
    const floors = toFloors([
      unit(1, { floor: 1, number: '10' }),
      unit(2, { floor: 3, number: '2' }),
      unit(3, { floor: 1, number: '9' }),
    ]);
    expect(floors.map((f) => [f.floor, f.units.map((u) => u.number)])).toEqual([
      [3, ['2']],
      [1, ['9', '10']],
    ]);
  });
});

describe('dimmedUnits', () => {
  const units = [
    unit(1),
    unit(2, { rooms: 3, total_area: '85.50', total_price: '85500.00' }),
    unit(3, { rooms: 4, state: 'black_frame', view: 'sea', price_per_m2: '1400.00' }),
    unit(4, { rooms: null, view: null }),
  ];

  it('dims nothing without filters', () => {
    expect(dimmedUnits(units, noBoardFilters, 'total').size).toBe(0);
  });

  it('matches rooms exactly, or at least with "+"', () => {
    expect([...dimmedUnits(units, { ...noBoardFilters, rooms: '3' }, 'total')]).toEqual([1, 3, 4]);
    expect([...dimmedUnits(units, { ...noBoardFilters, rooms: '3+' }, 'total')]).toEqual([1, 4]);
  });

  it('combines area, state and view', () => {
    const filters = { ...noBoardFilters, area_from: '60', area_to: '80', view: 'city' };
    expect([...dimmedUnits(units, filters, 'total')]).toEqual([2, 3, 4]);
    expect([...dimmedUnits(units, { ...noBoardFilters, state: 'black_frame' }, 'total')]).toEqual([1, 2, 4]);
  });

  it('bounds the price the board shows', () => {
    const filters = { ...noBoardFilters, price_from: '1200' };
    expect([...dimmedUnits(units, filters, 'per_m2')]).toEqual([1, 2, 4]);
    expect(dimmedUnits(units, { ...noBoardFilters, price_to: '70000' }, 'total')).toEqual(new Set([2]));
  });
});
