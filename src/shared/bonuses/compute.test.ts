import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from '../money/money';
import { bandProblem, type Band } from './bands';
import { computeBonus, shareEqually } from './compute';
import { periodSpans } from './periods';

const WORKED_BANDS: Band[] = [
  { percent_from: '0', percent_to: '300', bonus_percent: '3' },
  { percent_from: '300', percent_to: '500', bonus_percent: '5' },
  { percent_from: '500', percent_to: null, bonus_percent: '7' },
];

describe('computeBonus', () => {
  it('reproduces the worked example: 600,000 against 100,000 is 26,000 marginal and 42,000 retroactive', () => {
    const worked = { result: '600000', target: '100000', bands: WORKED_BANDS };
    expect(computeBonus({ ...worked, tierMode: 'marginal' })).toEqual({
      achieved_percent: '600.00',
      bonus_percent: '7.00',
      bonus: '26000.00',
    });
    expect(computeBonus({ ...worked, tierMode: 'retroactive' }).bonus).toBe('42000.00');
  });

  it('puts a result exactly on a boundary in the band that starts there', () => {
    const at300 = { result: '300000', target: '100000', bands: WORKED_BANDS };
    expect(computeBonus({ ...at300, tierMode: 'retroactive' })).toEqual({
      achieved_percent: '300.00',
      bonus_percent: '5.00',
      bonus: '15000.00',
    });
    expect(computeBonus({ ...at300, tierMode: 'marginal' }).bonus).toBe('9000.00');
  });

  it('caps at a closed top band and pays nothing without bands', () => {
    const closed = WORKED_BANDS.slice(0, 2);
    const over = { result: '600000', target: '100000', bands: closed };
    expect(computeBonus({ ...over, tierMode: 'marginal' }).bonus).toBe('19000.00');
    expect(computeBonus({ ...over, tierMode: 'retroactive' })).toMatchObject({
      bonus_percent: '5.00',
      bonus: '30000.00',
    });
    expect(computeBonus({ ...over, bands: [], tierMode: 'retroactive' })).toEqual({
      achieved_percent: '600.00',
      bonus_percent: '0.00',
      bonus: '0.00',
    });
  });

  it('rounds half-up to the tetri once, from exact figures', () => {
    const bands: Band[] = [{ percent_from: '0', percent_to: null, bonus_percent: '2.5' }];
    // 0.10 × 2.5 % = 0.0025 -> 0.00; 0.30 × 2.5 % = 0.0075 -> 0.01; 1234.57 × 2.5 % = 30.86425 -> 30.86
    expect(computeBonus({ result: '0.10', target: '3', bands, tierMode: 'marginal' }).bonus).toBe('0.00');
    expect(computeBonus({ result: '0.30', target: '3', bands, tierMode: 'marginal' }).bonus).toBe('0.01');
    expect(computeBonus({ result: '1234.57', target: '3', bands, tierMode: 'retroactive' }).bonus).toBe(
      '30.86',
    );
    expect(computeBonus({ result: '1', target: '3', bands, tierMode: 'retroactive' }).achieved_percent).toBe(
      '33.33',
    );
  });

  const tetri = fc.bigInt({ min: 0n, max: 10_000_000_000n });
  /** Contiguous bands from 0 with increasing rates, the top one open or closed. */
  const increasingBands = fc
    .tuple(
      fc.array(fc.integer({ min: 1, max: 40_000 }), { minLength: 1, maxLength: 5 }),
      fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 5, maxLength: 5 }),
      fc.boolean(),
    )
    .map(([widths, steps, open]) => {
      let from = 0;
      let rate = 0;
      return widths.map((width, i): Band => {
        rate += steps[i]!;
        const band = {
          percent_from: fromMinor(BigInt(from)),
          percent_to: open && i === widths.length - 1 ? null : fromMinor(BigInt(from + width)),
          bonus_percent: fromMinor(BigInt(Math.min(rate, 10_000))),
        };
        from += width;
        return band;
      });
    });

  it('pays marginal no more than retroactive when the rates increase', () => {
    fc.assert(
      fc.property(tetri, fc.bigInt({ min: 1n, max: 10_000_000_000n }), increasingBands, (r, t, bands) => {
        expect(bandProblem(bands)).toBeNull();
        const input = { result: fromMinor(r), target: fromMinor(t), bands };
        const marginal = toMinor(computeBonus({ ...input, tierMode: 'marginal' }).bonus);
        const retroactive = toMinor(computeBonus({ ...input, tierMode: 'retroactive' }).bonus);
        expect(marginal <= retroactive).toBe(true);
      }),
    );
  });

  it('never pays less for a larger result, in either mode', () => {
    fc.assert(
      fc.property(
        tetri,
        tetri,
        fc.bigInt({ min: 1n, max: 10_000_000_000n }),
        increasingBands,
        fc.constantFrom('marginal' as const, 'retroactive' as const),
        (a, b, t, bands, tierMode) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const pay = (r: bigint) =>
            toMinor(computeBonus({ result: fromMinor(r), target: fromMinor(t), bands, tierMode }).bonus);
          expect(pay(low) <= pay(high)).toBe(true);
        },
      ),
    );
  });
});

describe('bandProblem', () => {
  it('accepts the worked bands in any order', () => {
    expect(bandProblem([...WORKED_BANDS].reverse())).toBeNull();
    expect(bandProblem([])).toBeNull();
  });

  it('names the band that leaves a gap, overlaps, starts above 0, is empty or is open too early', () => {
    const [a, b, c] = WORKED_BANDS as [Band, Band, Band];
    expect(bandProblem([a, { ...b, percent_from: '350' }, c])).toMatchObject({
      index: 1,
      key: 'bonuses.band_gap',
      params: { band: '2', previous: '1' },
    });
    expect(bandProblem([a, { ...b, percent_from: '250' }, c])).toMatchObject({
      index: 1,
      key: 'bonuses.band_overlap',
    });
    expect(bandProblem([{ ...a, percent_from: '10' }, b, c])?.key).toBe('bonuses.band_first_not_zero');
    expect(bandProblem([a, { ...b, percent_to: '300' }, c])).toMatchObject({
      index: 1,
      key: 'bonuses.band_empty',
    });
    expect(bandProblem([a, { ...b, percent_to: null }, c])).toMatchObject({
      index: 1,
      key: 'bonuses.band_open_not_last',
    });
  });
});

describe('shareEqually', () => {
  it('shares to the tetri, the leftover tetri going to the first participants', () => {
    expect(shareEqually('100.00', 3)).toEqual(['33.34', '33.33', '33.33']);
    expect(shareEqually('0.00', 2)).toEqual(['0.00', '0.00']);
  });
});

describe('periodSpans', () => {
  it('cuts a range into calendar periods, clipping the ends', () => {
    expect(periodSpans('monthly', '2025-01-15', '2025-03-10')).toEqual([
      { from: '2025-01-15', to: '2025-01-31' },
      { from: '2025-02-01', to: '2025-02-28' },
      { from: '2025-03-01', to: '2025-03-10' },
    ]);
    expect(periodSpans('quarterly', '2024-02-01', '2024-07-01')).toEqual([
      { from: '2024-02-01', to: '2024-03-31' },
      { from: '2024-04-01', to: '2024-06-30' },
      { from: '2024-07-01', to: '2024-07-01' },
    ]);
    expect(periodSpans('yearly', '2024-06-01', '2025-02-01')).toEqual([
      { from: '2024-06-01', to: '2024-12-31' },
      { from: '2025-01-01', to: '2025-02-01' },
    ]);
  });
});
