import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinor } from '../money/money';
import { formatNumber, planUnits, repeatedNumbers } from './bulk-plan';
import { bulkTemplate, createPropertyBody } from './contracts';
import { totalPrice } from './pricing';
import { partsCoverArea, repeatedPartNumbers } from './split';

const cents = (max: number) => fc.bigInt({ min: 1n, max: BigInt(max) }).map((n) => fromMinor(n));

describe('total price', () => {
  it('is area × price per m², rounded half-up to tetri', () => {
    expect(totalPrice('65.50', '1450.00')).toBe('94975.00');
    expect(totalPrice('0.05', '0.10')).toBe('0.01');
    expect(totalPrice('0.05', '0.09')).toBe('0.00');
    expect(totalPrice('33.33', '1234.56')).toBe('41147.88');
  });

  it('agrees with exact integer arithmetic for any amounts', () => {
    fc.assert(
      fc.property(cents(99_999_999), cents(9_999_999), (area, price) => {
        const exact = BigInt(area.replace('.', '')) * BigInt(price.replace('.', ''));
        const expected = (exact + 50n) / 100n;
        expect(totalPrice(area, price)).toBe(fromMinor(expected));
      }),
    );
  });
});

describe('bulk plan', () => {
  const template = bulkTemplate.parse({
    building_id: 1,
    block: 'a',
    floor_from: 2,
    floor_to: 4,
    units_per_floor: 3,
    number_pattern: '{block}-{floor}{unit:02}',
    type: 'apartment',
    state: 'white_frame',
    total_area: 52.5,
    rooms: 2,
    price_per_m2: '1200',
    price_step_per_floor: '25.5',
    currency: 'USD',
  });

  it('numbers units floor by floor and raises the price per floor', () => {
    const units = planUnits(template);
    expect(units).toHaveLength(9);
    expect(units[0]).toEqual({
      block: 'A',
      floor: 2,
      number: 'A-201',
      total_area: '52.50',
      price_per_m2: '1200.00',
      total_price: '63000.00',
    });
    expect(units[8]).toMatchObject({
      floor: 4,
      number: 'A-403',
      price_per_m2: '1251.00',
      total_price: '65677.50',
    });
    expect(repeatedNumbers(units)).toEqual([]);
  });

  it('finds the numbers a pattern without {unit} repeats', () => {
    expect(repeatedNumbers(planUnits({ ...template, number_pattern: '{floor}' }))).toEqual(['2', '3', '4']);
  });

  it('pads and leaves unknown text alone', () => {
    expect(formatNumber('P{unit:03}', { block: null, floor: -1, unit: 7 })).toBe('P007');
    expect(formatNumber('{block}{floor}', { block: null, floor: 5, unit: 1 })).toBe('5');
  });

  it('makes floors × units distinct numbers with {floor}{unit:02}, at prices that never fall', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 40 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 12 }),
        (from, extra, perFloor) => {
          const units = planUnits({
            ...template,
            floor_from: from,
            floor_to: from + extra,
            units_per_floor: perFloor,
            number_pattern: '{floor}-{unit:02}',
          });
          expect(units).toHaveLength((extra + 1) * perFloor);
          expect(repeatedNumbers(units)).toEqual([]);
          for (let i = 1; i < units.length; i++)
            expect(Number(units[i]!.price_per_m2)).toBeGreaterThanOrEqual(Number(units[i - 1]!.price_per_m2));
        },
      ),
    );
  });

  it('refuses a reversed floor range', () => {
    const result = bulkTemplate.safeParse({ ...template, floor_from: 5, floor_to: 2 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['floor_to'], message: 'properties.floor_range' });
  });
});

describe('split', () => {
  it('accepts parts that cover the area exactly, decimals included', () => {
    expect(partsCoverArea('100.10', ['33.37', '33.37', '33.36'])).toBe(true);
    expect(partsCoverArea('0.3', ['0.1', '0.2'])).toBe(true);
    expect(partsCoverArea('100.10', ['50', '50.11'])).toBe(false);
  });

  it('holds for any division of an area in hundredths', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 1_000_000n }), { minLength: 2, maxLength: 8 }),
        (parts) => {
          const total = fromMinor(parts.reduce((a, b) => a + b, 0n));
          const areas = parts.map((p) => fromMinor(p));
          expect(partsCoverArea(total, areas)).toBe(true);
          expect(partsCoverArea(total, [...areas.slice(1), fromMinor(parts[0]! + 1n)])).toBe(false);
        },
      ),
    );
  });

  it('points at repeated part numbers', () => {
    expect(repeatedPartNumbers(['12a', '12b', '12a'])).toEqual([2]);
  });
});

describe('property contract', () => {
  it('keeps areas and prices as two-decimal strings and refuses binary leftovers', () => {
    const base = {
      building_id: 1,
      floor: 3,
      number: '301',
      type: 'apartment',
      state: 'black_frame',
      total_area: 65.5,
      price_per_m2: '1450',
      currency: 'USD',
    };
    expect(createPropertyBody.parse(base)).toMatchObject({
      total_area: '65.50',
      price_per_m2: '1450.00',
      status: 'free',
      block: null,
      feature_ids: [],
    });
    expect(createPropertyBody.safeParse({ ...base, total_area: 0.1 + 0.2 }).success).toBe(false);
    expect(createPropertyBody.safeParse({ ...base, total_area: '0' }).error?.issues[0]?.message).toBe(
      'validation.positive',
    );
  });
});
