import { describe, expect, it } from 'vitest';
import { savePriceListBody } from './contracts';
import {
  planRule,
  planSheet,
  readPriceCell,
  ruledPrice,
  totalsByCurrency,
  type PricedUnit,
  type SheetRow,
} from './rules';

const unit = (id: number, extra: Partial<PricedUnit> = {}): PricedUnit => ({
  id,
  building_id: 1,
  block: 'A',
  floor: 2,
  number: String(100 + id),
  status: 'free',
  total_area: '65.50',
  price_per_m2: '1450.00',
  total_price: '94975.00',
  currency: 'USD',
  ...extra,
});

const rule = (extra: Partial<Parameters<typeof planRule>[0]> = {}) => ({
  kind: 'percent' as const,
  value: '10',
  block: null,
  floor_from: null,
  floor_to: null,
  ...extra,
});

describe('ruledPrice', () => {
  it('adds a percentage rounded half-up to tetri, and an amount per m²', () => {
    expect(ruledPrice({ kind: 'percent', value: '10' }, '1450.00')).toBe('1595.00');
    expect(ruledPrice({ kind: 'percent', value: '-2.5' }, '1333.33')).toBe('1300.00');
    // 1000.05 × 1.005 = 1005.05025 -> 1005.05; 0.15 × 1.5 = 0.225 -> 0.23 (half-up, not binary float)
    expect(ruledPrice({ kind: 'percent', value: '0.5' }, '1000.05')).toBe('1005.05');
    expect(ruledPrice({ kind: 'percent', value: '50' }, '0.15')).toBe('0.23');
    expect(ruledPrice({ kind: 'amount_per_m2', value: '-50.5' }, '1450.00')).toBe('1399.50');
  });
});

describe('planRule', () => {
  it('reprices only free and not_for_sale units of the block and floor range', () => {
    const units = [
      unit(1),
      unit(2, { status: 'not_for_sale', floor: 3 }),
      unit(3, { status: 'sold' }),
      unit(4, { status: 'booked' }),
      unit(5, { status: 'retired' }),
      unit(6, { block: 'B' }),
      unit(7, { floor: 4 }),
      unit(8, { status: 'barter' }),
    ];
    const { planned, problems } = planRule(rule({ block: 'A', floor_from: 2, floor_to: 3 }), units);
    expect(problems).toEqual([]);
    expect(planned.map((p) => [p.unit.id, p.new_price_per_m2, p.new_total_price])).toEqual([
      [1, '1595.00', '104472.50'],
      [2, '1595.00', '104472.50'],
    ]);
  });

  it('refuses a rule that would bring a price to zero or below', () => {
    const { problems } = planRule(rule({ kind: 'amount_per_m2', value: '-1450' }), [unit(1)]);
    expect(problems).toEqual([{ line: null, reason_key: 'prices.row_not_positive', label: '101' }]);
  });
});

describe('readPriceCell', () => {
  it('reads numbers and office-typed text, and tells empty from not a number', () => {
    expect(readPriceCell(1500)).toBe('1500.00');
    expect(readPriceCell(' 1 250,5 ')).toBe('1250.50');
    expect(readPriceCell('1,250.50')).toBe('1250.50');
    expect(readPriceCell('')).toBeNull();
    expect(readPriceCell(null)).toBeNull();
    expect(readPriceCell('ათასი')).toBe('nan');
    expect(readPriceCell('12abc')).toBe('nan');
  });
});

describe('planSheet', () => {
  const line = (n: number, extra: Partial<SheetRow>): SheetRow => ({
    line: n,
    property_id: null,
    block: null,
    number: null,
    currency: null,
    new_price_per_m2: null,
    ...extra,
  });

  it('collects every bad line with its reason and keeps the good ones', () => {
    const units = [
      unit(1),
      unit(2, { status: 'sold' }),
      unit(3, { status: 'retired' }),
      unit(4, { building_id: 2 }),
      unit(5, { block: 'B', number: '7' }),
    ];
    const { planned, problems } = planSheet(
      [
        line(2, { property_id: 1, new_price_per_m2: 1500 }),
        line(3, { property_id: 2, new_price_per_m2: 1500 }),
        line(4, { property_id: 3, new_price_per_m2: 1500 }),
        line(5, { property_id: 4, new_price_per_m2: 1500 }),
        line(6, { property_id: 999, new_price_per_m2: 1500 }),
        line(7, { property_id: 1, new_price_per_m2: 1600 }),
        line(8, { block: 'b', number: '7', new_price_per_m2: 'abc' }),
        line(9, { block: 'B', number: '7', new_price_per_m2: -1 }),
        line(10, { property_id: 5, new_price_per_m2: null }),
        line(11, { property_id: 5, currency: 'GEL', new_price_per_m2: 10 }),
        line(12, { block: 'B', number: '7', currency: 'usd', new_price_per_m2: '1 700' }),
      ],
      units,
      1,
    );
    expect(problems).toEqual([
      { line: 3, reason_key: 'prices.row_sold' },
      { line: 4, reason_key: 'prices.row_retired' },
      { line: 5, reason_key: 'prices.row_other_building' },
      { line: 6, reason_key: 'prices.row_unknown_unit' },
      { line: 7, reason_key: 'prices.row_duplicate' },
      { line: 8, reason_key: 'prices.row_not_a_number' },
      { line: 9, reason_key: 'prices.row_not_positive' },
      { line: 11, reason_key: 'prices.row_currency' },
    ]);
    expect(planned.map((p) => [p.line, p.unit.id, p.new_price_per_m2, p.new_total_price])).toEqual([
      [2, 1, '1500.00', '98250.00'],
      [12, 5, '1700.00', '111350.00'],
    ]);
  });
});

describe('totalsByCurrency', () => {
  it('sums old, new and the difference per currency on decimal digits', () => {
    expect(
      totalsByCurrency([
        { currency: 'USD', old_total_price: '0.10', new_total_price: '0.30' },
        { currency: 'USD', old_total_price: '0.20', new_total_price: '0.10' },
        { currency: 'GEL', old_total_price: '100.00', new_total_price: '90.50' },
      ]),
    ).toEqual([
      { currency: 'USD', count: 2, old_total: '0.30', new_total: '0.40', difference: '0.10' },
      { currency: 'GEL', count: 1, old_total: '100.00', new_total: '90.50', difference: '-9.50' },
    ]);
  });
});

describe('savePriceListBody', () => {
  const base = { building_id: '1', title: 'Spring', valid_from: '2026-03-01' };
  it('takes a rule from multipart strings and refuses a percentage of -100 or less', () => {
    expect(
      savePriceListBody.parse({
        ...base,
        rule_kind: 'percent',
        rule_value: '-5',
        block: 'a',
        floor_from: '2',
      }),
    ).toMatchObject({ building_id: 1, rule_value: '-5', block: 'A', floor_from: 2 });
    const bad = savePriceListBody.safeParse({ ...base, rule_kind: 'percent', rule_value: '-100' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['rule_value'], message: 'prices.percent_range' });
    const missing = savePriceListBody.safeParse({ ...base, rule_kind: 'amount_per_m2' });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['rule_value'], message: 'validation.required' });
    const floors = savePriceListBody.safeParse({ ...base, floor_from: '5', floor_to: '3' });
    expect(floors.error?.issues[0]?.path).toEqual(['floor_to']);
  });
});
